import { NotFoundResult } from '../../shared/ui/NotFoundResult.tsx';

export function NotFoundPage() {
  return <NotFoundResult className="qa-page-narrow" />;
}
