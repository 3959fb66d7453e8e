import { createContext } from 'react';

/**
 * Whether the page opens on a wide screen, as the server guessed it from the
 * browser's request (issue 18: core's `BootData.wide`). The server renders
 * that layout and the browser hydrates with it, then reads its real width:
 * a desktop visitor's server-rendered calendar is not rebuilt after
 * hydration. False (phones first) when nothing was guessed.
 */
// Apart from useMediaQuery, so the app's providers carry this context without the hook's code (issue 18's first load).
export const WideScreenHint = createContext(false);
