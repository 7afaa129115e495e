import type { Ad } from '@qilin/contract';
import { GiftOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { HOME_NS } from '../i18n.ts';
import { openLink } from './open-link.ts';

/** Horizontal, snap-scrolling strip of promotion cards (getMyDiscountAd). */
export function PromotionsStrip({
  ads,
  loading,
  onDetails,
}: {
  ads: Ad[] | undefined;
  loading: boolean;
  /** Shows the promotion in a dialog when its link has no page (yet). */
  onDetails: (ad: Ad) => void;
}) {
  const t = useT(HOME_NS);
  const navigate = useNavigate();
  if (loading) {
    return (
      <div className="qh-promos">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="qh-promo qh-promo-skel qh-skel" aria-busy="true" />
        ))}
      </div>
    );
  }
  if (!ads?.length) return <p className="qh-empty">{t('noPromotions')}</p>;
  return (
    <div className="qh-promos">
      {ads.map((ad) => (
        <button
          key={ad.id}
          type="button"
          className="qh-promo"
          onClick={() => openLink(ad.link, navigate, () => onDetails(ad))}
        >
          <span className="qh-promo-image">
            {ad.image ? <img src={ad.image} alt="" loading="lazy" /> : <LightIcon icon={GiftOutlined} />}
          </span>
          <span className="qh-promo-body">
            <strong>{ad.title}</strong>
            <span>{ad.subtitle}</span>
            <em>{t('details')}</em>
          </span>
        </button>
      ))}
    </div>
  );
}
