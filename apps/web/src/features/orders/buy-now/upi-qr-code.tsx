import { useEffect, useState } from 'react';

/**
 * The provider's `upi://pay` link as a QR code any UPI app scans. The `qrcode` library loads with
 * this component, on a laptop only, once an order waits for its scan (docs/decisions/0298).
 */
export default function UpiQrCode({ link }: { link: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const url = await QRCode.toDataURL(link, { margin: 1, width: 224, errorCorrectionLevel: 'M' });
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  return src ? (
    <img src={src} width={224} height={224} alt="UPI QR code: scan it with any UPI app" data-upi-link={link} />
  ) : (
    <div className="size-56 animate-pulse rounded bg-ink/5" aria-hidden />
  );
}
