import { useEffect, useState } from 'react';

interface QrCodeProps {
  text: string;
  /** Read by screen readers and used by tests to find the code; should contain 'QR'. */
  alt: string;
}

/** A QR code drawn to a data URL. Drawing errors are only logged (spec section 2). */
export function QrCode({ text, alt }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Loaded on first use: only the mobile app page draws QR codes. A 4-module quiet zone and an
    // exact pixel size let phone cameras (and zbarimg) read it.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { width: 200, margin: 4, errorCorrectionLevel: 'M' }))
      .then((url) => current && setSrc(url))
      .catch((error: unknown) => console.error('QR-код не нарисован', error));
    return () => {
      current = false;
    };
  }, [text]);

  return src ? <img className="qr-code" src={src} alt={alt} width={200} height={200} /> : <div className="qr-code" />;
}
