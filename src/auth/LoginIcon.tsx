import { StrokeIcon } from '@/lib/StrokeIcon';
/*
 * The few icons of the sign-in page as inline SVG (24-unit grid, stroked with the text colour): the page loads no
 * icon library. Decorative only; the text next to each says what it means.
 */
const paths = {
  tenant: 'M4 21V5l8-3 8 3v16M4 21h16M9 21v-5h6v5M8 8h2M14 8h2M8 12h2M14 12h2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.2 7.9C3.6 9.6 2 12 2 12s4 6 10 6a9.6 9.6 0 0 0 4-.9M9.9 9.9a3 3 0 0 0 4.2 4.2',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 12l3 3 5-6',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9 9l6 6M15 9l-6 6',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7.5V8',
} as const;

export type LoginIconName = keyof typeof paths;

export function LoginIcon({ name }: { name: LoginIconName }) {
  return <StrokeIcon d={paths[name]} className={`login-icon login-icon--${name}`} size="16" />;
}
