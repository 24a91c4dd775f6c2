import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCan } from './session';

/** Renders its children when `can(required)` passes, else redirects to /not-authorized. */
export function RouteGuard({
  required,
  children,
}: {
  required?: readonly string[] | string | null;
  children: ReactNode;
}) {
  const can = useCan();
  return can(required) ? children : <Navigate to="/not-authorized" replace />;
}
