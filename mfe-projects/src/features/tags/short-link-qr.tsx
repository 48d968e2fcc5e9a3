import { Button, Group, Stack } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { saveFile } from 'shared';

/** Drawn at 4 modules of quiet zone, as scanners expect, and the PNG large enough to print. */
const QR_OPTIONS = { margin: 4, errorCorrectionLevel: 'M' } as const;
const PNG_WIDTH = 1024;

/**
 * The tag's short link as a QR code a phone can scan from the screen, with the link in its alternative text,
 * and its PNG and SVG to download for print.
 */
export function ShortLinkQr({ shortLink, fileName }: { shortLink: string; fileName: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(shortLink, { ...QR_OPTIONS, type: 'svg' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [shortLink]);

  const downloadPng = async () => {
    const dataUrl = await QRCode.toDataURL(shortLink, { ...QR_OPTIONS, width: PNG_WIDTH });
    saveFile(await (await fetch(dataUrl)).blob(), `${fileName}.png`);
  };

  if (!svg) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={`QR code of the short link ${shortLink}`}
        width={160}
        height={160}
      />
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void downloadPng()}>
          Download PNG
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}
        >
          Download SVG
        </Button>
      </Group>
    </Stack>
  );
}
