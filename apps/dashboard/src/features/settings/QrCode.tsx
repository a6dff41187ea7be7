import { renderSVG } from 'uqr';
import { useMemo } from 'react';
import * as styles from './QrCode.css';

/**
 * A QR code as an image with a text alternative. Dark on white in every theme: scanners need the contrast
 * and a quiet zone around the code.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className={styles.qr} src={src} alt={alt} width={192} height={192} />;
}
