import { StrokeIcon } from '@/lib/StrokeIcon';
/**
 * The shell's icons: line drawings on a 24-unit grid, stroked in the current text colour, 1em square. Inline SVG
 * paths (a few bytes each) instead of an icon library on the first load. Decorative: hidden from assistive tech,
 * the control next to them carries the name.
 */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const dot = (cx: number, cy: number) => circle(cx, cy, 0.6);

const paths = {
  // The side menu's icons, named as the route table names them (routes.tsx).
  ApartmentOutlined: 'M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4',
  AppstoreOutlined: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  BankOutlined: 'M3 9l9-5 9 5M4 9h16M6 9v9M10 9v9M14 9v9M18 9v9M3 20.5h18',
  CloudServerOutlined: 'M7 19h10.5a4 4 0 0 0 .4-7.98A6 6 0 0 0 6.3 9.6 4.7 4.7 0 0 0 7 19z',
  CreditCardOutlined: 'M3 6h18v12H3zM3 10h18M7 15h4',
  DashboardOutlined: `M3.5 17a8.5 8.5 0 0 1 17 0M12 17l4.5-5M6 17h.01M18 17h.01`,
  DatabaseOutlined:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  DollarOutlined: `${circle(12, 12, 9)}M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v12`,
  FileTextOutlined: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  GlobalOutlined: `${circle(12, 12, 9)}M3 12h18M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9c-2.4-2.5-3.5-5.5-3.5-9s1.1-6.5 3.5-9z`,
  HistoryOutlined: 'M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 3.5V8H8M12 7.5V12l3 2',
  IdcardOutlined: `M3 5h18v14H3z${circle(9, 10.5, 2)}M5.8 16c.5-1.5 1.7-2.4 3.2-2.4s2.7.9 3.2 2.4M14.5 10h3.5M14.5 14h3.5`,
  LinkOutlined:
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  MailOutlined: 'M3 5h18v14H3zM3 6l9 7 9-7',
  SafetyOutlined: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  SettingOutlined: `${circle(12, 12, 2.6)}${circle(12, 12, 6.3)}M12 2.5v3.2M12 18.3v3.2M2.5 12h3.2M18.3 12h3.2M5.3 5.3l2.2 2.2M16.5 16.5l2.2 2.2M5.3 18.7l2.2-2.2M16.5 7.5l2.2-2.2`,
  ShopOutlined:
    'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9c0 1.4 1.2 2.5 2.7 2.5S9.3 10.4 9.3 9c0 1.4 1.2 2.5 2.7 2.5s2.7-1.1 2.7-2.5c0 1.4 1.2 2.5 2.6 2.5S20 10.4 20 9M10 20v-5h4v5',
  ShoppingCartOutlined: `M2.5 4H5l2.4 10.5H18L20.5 7H6.2${circle(9, 19, 1.3)}${circle(17, 19, 1.3)}`,
  SwapOutlined: 'M4 8h16l-4-4M20 16H4l4 4',
  TagsOutlined: `M3 12V3.5h8.5l9.5 9.5-8.5 8.5z${circle(7.8, 8.3, 1.3)}`,
  TeamOutlined: `${circle(9, 8, 3.3)}M2.8 20c0-3.4 2.8-6 6.2-6s6.2 2.6 6.2 6${circle(17, 9, 2.5)}M17 14c2.6 0 4.5 2.2 4.5 5`,
  TranslationOutlined:
    'M3.5 5h9M8 3v2M10.5 5c-.8 3.5-3 6.3-6.5 8M6 8.5c1 2 2.8 3.5 5 4.3M13 21l4-10 4 10M14.5 17.5h5',
  UserOutlined: `${circle(12, 8, 4)}M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7`,
  WalletOutlined: 'M3 7h17v13H3zM3 7l13-3.5V7M16 13.5h.01',
  // The shell's own.
  menu: 'M4 6h16M4 12h16M4 18h16',
  fold: 'M4 6h16M11 12h9M4 18h16M7.5 9l-3 3 3 3',
  unfold: 'M4 6h16M4 12h9M4 18h16M16.5 9l3 3-3 3',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  key: `${circle(8, 15.5, 4)}M11 12.5l9-9M15.5 8l3 3M13.5 10l2 2`,
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  chevronDown: 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  warning: `M12 3.5l9.5 17h-19zM12 10v4.5${dot(12, 17.5)}`,
  sun: `${circle(12, 12, 4)}M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8`,
  moon: 'M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  desktop: 'M3 4h18v12H3zM8 20.5h8M12 16v4.5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <StrokeIcon d={paths[name]} className={className ? `app-icon ${className}` : 'app-icon'} />;
}
