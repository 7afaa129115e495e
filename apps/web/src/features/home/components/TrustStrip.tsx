import {
  CustomerServiceOutlined,
  SafetyOutlined,
  ThunderboltOutlined,
  HeartOutlined,
} from '../../../shared/ui/light/icon-data.ts';
import { LightIcon } from '../../../shared/ui/light/LightIcon.tsx';
import { useT } from '../../../shared/i18n/index.ts';
import { HOME_NS } from '../i18n.ts';

const ITEMS = [
  { icon: <LightIcon icon={SafetyOutlined} />, key: 'safe' },
  { icon: <LightIcon icon={ThunderboltOutlined} />, key: 'fast' },
  { icon: <LightIcon icon={CustomerServiceOutlined} />, key: 'service' },
  { icon: <LightIcon icon={HeartOutlined} />, key: 'responsible' },
] as const;

/** Reassurance row: security, payments speed, support, responsible gaming. */
export function TrustStrip() {
  const t = useT(HOME_NS);
  return (
    <ul className="qh-trust">
      {ITEMS.map((i) => (
        <li key={i.key}>
          <span className="qh-trust-icon">{i.icon}</span>
          <span>
            <strong>{t(`trust.${i.key}Title`)}</strong>
            <small>{t(`trust.${i.key}Text`)}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
