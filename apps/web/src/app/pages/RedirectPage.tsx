import { Navigate, useLocation, useParams } from 'react-router';
import { redirectTarget } from './redirect-target.ts';

export function RedirectPage() {
  const { path } = useParams();
  const { search } = useLocation();
  return <Navigate to={redirectTarget(path, search)} replace />;
}
