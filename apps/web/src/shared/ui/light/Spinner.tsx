/**
 * antd's Spin indicator (four dots turning) drawn with CSS only, for places that must not load antd's Spin
 * before the page shows: the route guard's wait, the lazy dialogs' loading mask. Styles in global.css.
 */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return (
    <span className={size === 'large' ? 'qa-spin qa-spin-lg' : 'qa-spin'} aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

/** A transparent full-page mask with a spinner: the stand-in while a clicked dialog's code loads. */
export function LoadingMask() {
  return (
    <div className="qa-loading-mask" role="status" aria-busy="true">
      <Spinner size="large" />
    </div>
  );
}
