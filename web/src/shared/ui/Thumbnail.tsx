import { PictureOutlined } from '@ant-design/icons';

// A fixed-size image from the data (a local path), or a neutral placeholder of the
// same size when the record has none, so rows line up either way. An empty alt marks
// the image as decorative, for a thumbnail whose name is written beside it.

export function Thumbnail({ src, alt, width = 64, height = 48 }: { src?: string | null; alt: string; width?: number; height?: number }) {
  const box = { width, height, borderRadius: 6, flex: 'none' } as const;
  if (!src) {
    return (
      <div {...(alt ? { role: 'img', 'aria-label': `${alt}: no image` } : { 'aria-hidden': true })} style={{ ...box, display: 'grid', placeItems: 'center', background: 'var(--ant-color-fill-secondary, rgba(128, 128, 128, 0.12))', color: 'var(--ant-color-text-quaternary, rgba(128, 128, 128, 0.8))' }}>
        <PictureOutlined />
      </div>
    );
  }
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
}
