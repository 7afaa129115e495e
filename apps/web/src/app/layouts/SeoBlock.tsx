import { useSiteConfig } from '../../features/site/index.ts';

/** SPEC §2.7 hidden SEO text (siteBaseConfig.seoText): in the DOM for crawlers, invisible to players. */
export function SeoBlock() {
  const text = useSiteConfig()?.seoText;
  if (!text) return null;
  return (
    <section className="qa-visually-hidden" aria-hidden="true">
      {text}
    </section>
  );
}
