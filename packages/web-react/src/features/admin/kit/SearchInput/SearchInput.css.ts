import { style } from '@vanilla-extract/css';

/** Room for the clear button; the browser's own clear mark is hidden so there is one, labelled, button. */
export const input = style({
  paddingRight: 52,
  appearance: 'none',
  selectors: {
    '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style({ fontSize: '1.4rem', lineHeight: 1 });
