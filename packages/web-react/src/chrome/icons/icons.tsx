import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const Svg = ({ children, ...props }: IconProps) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
    {children}
  </svg>
);

/** A chat bubble with a phone: WhatsApp. */
export const WhatsAppIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 21l1.7-4.6A8.5 8.5 0 1 1 8 19.6L3 21Z" />
    <path d="M9 8.5c0 3 2.5 6 5.5 6.5l1.2-1.3-2-1-1 .8c-1-.5-1.9-1.4-2.3-2.3l.8-1-1-2L9 8.5Z" />
  </Svg>
);

/** An envelope. */
export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

/** Facebook's 'f'. */
export const FacebookIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15V3Z" />
  </Svg>
);

/** A camera: Instagram. */
export const InstagramIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </Svg>
);

/** A music note: TikTok. */
export const TikTokIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.5 2.5 2.5 4.5 5 5" />
  </Svg>
);

/** A map pin. */
export const PinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
