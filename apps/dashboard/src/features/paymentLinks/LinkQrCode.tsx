import { renderSVG } from 'uqr';
import { useMemo } from 'react';
import * as styles from './LinkQrCode.css';

/**
 * The link's URL as a QR code (customers scan it from a counter or a printed invoice). Dark on white in every
 * theme: scanners need the contrast and a quiet zone.
 */
export function LinkQrCode({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className={styles.qr} src={src} alt={alt} width={160} height={160} />;
}
