import dayjs from 'dayjs';

/** Times on these pages: local 'YYYY-MM-DD HH:mm:ss', '—' when absent. */
export const formatTime = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : iso;
};
