import { useEdition, type Edition } from '../../../shared/edition/store.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { LightSegmented } from '../../../shared/ui/light/LightSegmented.tsx';
import { APP_NS } from '../../i18n.ts';
import { useActiveEdition } from '../../theme/use-active-edition.ts';

/** SPEC §4 edition toggle; absent when the site forces classic (SPEC §1). */
export function EditionSwitch() {
  const t = useT(APP_NS);
  const { edition, allowed } = useActiveEdition();
  const setEdition = useEdition((s) => s.setEdition);
  if (!allowed) return null;
  return (
    <LightSegmented<Edition>
      aria-label={t('header.editionTitle')}
      value={edition}
      onChange={setEdition}
      options={[
        { value: 'classic', label: t('header.editionClassic') },
        { value: 'professional', label: t('header.editionProfessional') },
      ]}
    />
  );
}
