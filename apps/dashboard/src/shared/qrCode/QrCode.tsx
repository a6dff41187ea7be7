import { renderSVG } from 'uqr';
import { useMemo } from 'react';
import * as styles from './QrCode.css';

/**
 * A QR code as an image with a text alternative (a 2FA secret, a payment link). Dark on white in every theme:
 * scanners need the contrast and a quiet zone around the code.
 */
export function QrCode({ value, alt, size = 192 }: { value: string; alt: string; size?: number }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className={styles.qr} src={src} alt={alt} width={size} height={size} />;
}
