import { Link } from 'react-router-dom';

export const APP_NAME = 'Client Care';

/** Logo and product name at the top of the side menu; the logo alone when collapsed. */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Link to="/admin" className="app-brand" aria-label={APP_NAME} title={collapsed ? APP_NAME : undefined}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && <span className="app-brand__name">{APP_NAME}</span>}
    </Link>
  );
}
