import { lazy, Suspense } from 'react';
import { useDiscountAds, useNavigationList } from '../../site/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { usePrefetchWhenIdle } from '../../../shared/ui/deferred.tsx';
import { LightButton } from '../../../shared/ui/light/LightButton.tsx';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { NoticeMarquee } from '../components/NoticeMarquee.tsx';
import { PromotionsStrip } from '../components/PromotionsStrip.tsx';
import { SectionTitle } from '../components/SectionTitle.tsx';
import { TrustStrip } from '../components/TrustStrip.tsx';
import { LazyPromoDialog, loadHomeDialogs, useLazyDialog } from '../components/use-home-dialog.tsx';
import { HOME_NS } from '../i18n.ts';
import '../home.css';

// The hot-matches strip loads after the page: it stays out of the home route's initial JS budget.
const HotMatchesStrip = lazy(() =>
  import('../components/HotMatchesStrip.tsx').then((m) => ({ default: m.HotMatchesStrip })),
);
// So does the chat section (its panel is a further chunk, loaded when the section scrolls into view).
const ChatSection = lazy(() =>
  import('../components/ChatSection.tsx').then((m) => ({ default: m.ChatSection })),
);

export function HomePage() {
  const t = useT(HOME_NS);
  const nav = useNavigationList();
  const ads = useDiscountAds();
  const promo = useLazyDialog(LazyPromoDialog);
  usePrefetchWhenIdle(loadHomeDialogs);
  return (
    <div className="qh-home">
      <section className="qa-container qh-hero">
        <BannerCarousel banners={nav.data?.banners} loading={nav.isPending} onDetails={promo.show} />
        <NoticeMarquee />
      </section>

      <section className="qa-container qh-section">
        {nav.isError ? (
          <div className="qh-failed" role="alert">
            <span>{t('loadFailed')}</span>
            <LightButton size="small" onClick={() => void nav.refetch()}>
              {t('retry')}
            </LightButton>
          </div>
        ) : (
          <CategoryTiles items={nav.data?.navigation} loading={nav.isPending} />
        )}
      </section>

      <Suspense fallback={null}>
        <HotMatchesStrip />
      </Suspense>

      <section className="qa-container qh-section">
        <SectionTitle title={t('promotions')} sub={t('promotionsSub')} />
        <PromotionsStrip ads={ads.data} loading={ads.isPending} onDetails={promo.show} />
      </section>

      <Suspense fallback={<section className="qa-container qh-section qh-chat" />}>
        <ChatSection />
      </Suspense>

      <section className="qa-container qh-section">
        <TrustStrip />
      </section>
      {promo.node}
    </div>
  );
}
