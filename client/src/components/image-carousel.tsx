import { ResponsiveImage } from './responsive-image';
import { RotationControls } from './rotation-controls';
import { useRotation } from './use-rotation';
import './rotation.css';

/** The home carousel moves on every 4 seconds unless told otherwise. */
export const CAROUSEL_INTERVAL_MS = 4000;

type ImageCarouselProps = {
  /** Image ids from content/images.json, shown in this order. */
  images: readonly string[];
  /** The carousel's accessible name. */
  label: string;
  /** How wide the images show (the `sizes` attribute). */
  sizes: string;
  intervalMs?: number;
};

/**
 * Images one at a time, advancing on their own (WAI-ARIA carousel pattern):
 * paused while hovered or focused, with a Pause button, and still for visitors
 * who prefer reduced motion. Only the first image loads eagerly.
 */
export function ImageCarousel({ images, label, sizes, intervalMs = CAROUSEL_INTERVAL_MS }: ImageCarouselProps) {
  const rotation = useRotation(images.length, intervalMs);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} {...rotation.pauseHandlers}>
      <div className="carousel__slides" aria-live={rotation.rotating ? 'off' : 'polite'}>
        {images.map((id, index) => (
          <div
            key={id}
            className={index === rotation.index ? 'carousel__slide is-active' : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
          >
            <ResponsiveImage id={id} sizes={sizes} eager={index === 0} />
          </div>
        ))}
      </div>
      <RotationControls rotation={rotation} count={images.length} itemName="image" rotationName="slideshow" />
    </section>
  );
}
