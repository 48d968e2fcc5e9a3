import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandWechat,
  IconBrandWhatsapp,
  IconScan,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { scannerName } from '../../../lib/scan-labels';

const ICONS: Record<string, Icon> = {
  WECHAT: IconBrandWechat,
  WEBSCANNER: IconWorldWww,
  WHATSAPP: IconBrandWhatsapp,
  NATIVESCANNER_IOS: IconBrandApple,
  NATIVESCANNER_ANDROID: IconBrandAndroid,
};

/** 001 §2 Global TED single view: the scanner a scan came from, as an icon named for screen readers. */
export function ScannerIcon({ agent }: { agent: string | null | undefined }) {
  const Scanner = ICONS[agent ?? ''] ?? IconScan;
  return <Scanner size={18} stroke={1.75} role="img" aria-label={`${scannerName(agent)} scanner`} />;
}
