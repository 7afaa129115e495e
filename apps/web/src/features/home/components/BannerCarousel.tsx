import { useRef, useState } from 'react';
import type { Ad } from '@qilin/contract';
import { LeftOutlined, RightOutlined } from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { HOME_NS } from '../i18n.ts';
import { openLink } from './open-link.ts';
import { useAutoplay } from './use-autoplay.ts';

const INTERVAL_MS = 5_000;

/**
 * Home banner slider. Hand-written (a transform on one track) rather than antd Carousel, whose slick
 * dependency would add ~20 KB gzip to the home route for the same result.
 */
export function BannerCarousel({
  banners,
  loading,
  onDetails,
}: {
  banners: Ad[] | undefined;
  loading: boolean;
  /** Shows a banner's promotion when its link has no page (yet). */
  onDetails: (ad: Ad) => void;
}) {
  const t = useT(HOME_NS);
  const navigate = useNavigate();
  const [hover, setHover] = useState(false);
  const list = banners ?? [];
  const [index, setIndex] = useAutoplay(list.length, INTERVAL_MS, hover);
  const touchX = useRef<number | null>(null);

  if (loading) return <div className="qh-banner qh-skel" aria-busy="true" />;
  if (!list.length) return <div className="qh-banner" />;

  const go = (delta: number) => setIndex((index + delta + list.length) % list.length);
  return (
    <div
      className="qh-carousel"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(end < start ? 1 : -1);
      }}
    >
      <div className="qh-carousel-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {list.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="qh-banner"
            tabIndex={i === index ? 0 : -1}
            aria-hidden={i !== index}
            style={{ backgroundImage: b.image ? `url("${encodeURI(b.image)}")` : undefined }}
            onClick={() => openLink(b.link, navigate, () => onDetails(b))}
            aria-label={b.title}
          >
            {/* Artwork carries its own headline; the text is drawn only when there is no image. */}
            <span className={b.image ? 'qa-visually-hidden' : `qh-banner-text qh-tone-${i % 3}`}>
              <strong>{b.title}</strong>
              {b.subtitle && <em>{b.subtitle}</em>}
            </span>
          </button>
        ))}
      </div>
      {list.length > 1 && (
        <>
          <button
            type="button"
            className="qh-carousel-arrow is-prev"
            onClick={() => go(-1)}
            aria-label={t('prev')}
          >
            <LightIcon icon={LeftOutlined} />
          </button>
          <button
            type="button"
            className="qh-carousel-arrow is-next"
            onClick={() => go(1)}
            aria-label={t('next')}
          >
            <LightIcon icon={RightOutlined} />
          </button>
          <div className="qh-carousel-dots">
            {list.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={i === index ? 'is-active' : undefined}
                aria-label={b.title}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
