import { useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import styles from './property.module.css';

/** The next index in a list of `count`, wrapping at both ends (spec section 2). */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);

  if (images.length === 0) {
    return (
      <Card className={styles.gallery}>
        <Empty description="No gallery images available for this property." />
      </Card>
    );
  }

  const current = wrapIndex(index, images.length);
  const go = (next: number) => setIndex(wrapIndex(next, images.length));

  return (
    <section className={styles.gallery} aria-label="Gallery" aria-roledescription="carousel">
      <div className={styles.stage}>
        <img className={styles.stageImage} src={images[current]} alt={`${name}, image ${current + 1} of ${images.length}`} />
        <Button shape="circle" className={styles.prev} aria-label="Previous image" icon={<LeftOutlined aria-hidden />} onClick={() => go(current - 1)} />
        <Button shape="circle" className={styles.next} aria-label="Next image" icon={<RightOutlined aria-hidden />} onClick={() => go(current + 1)} />
        <span className={styles.counter} aria-live="polite">
          {current + 1} / {images.length}
        </span>
      </div>
      <ul className={styles.thumbnails}>
        {images.map((image, at) => (
          <li key={image}>
            <button
              type="button"
              className={at === current ? `${styles.thumbnail} ${styles.thumbnailActive}` : styles.thumbnail}
              aria-label={`Show image ${at + 1}`}
              aria-current={at === current}
              onClick={() => go(at)}
            >
              <img src={image} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
