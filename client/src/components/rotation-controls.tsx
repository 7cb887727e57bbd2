import type { Rotation } from './use-rotation';
import './rotation.css';

type RotationControlsProps = {
  rotation: Rotation;
  count: number;
  /** What one item is called in the buttons' names: "image", "story". */
  itemName: string;
  /** What the whole is called on its Pause/Play button: "slideshow". */
  rotationName: string;
  /** Describes item `index` (0-based) for its dot, e.g. its title. */
  describeItem?: (index: number) => string;
  /** Previous and next buttons beside the dots. */
  withArrows?: boolean;
};

/** Pause/Play, previous/next and one dot per item, for a carousel or a banner. */
export function RotationControls({
  rotation,
  count,
  itemName,
  rotationName,
  describeItem,
  withArrows = true,
}: RotationControlsProps) {
  if (count < 2) return null;
  return (
    <div className="rotation-controls">
      {rotation.canAutoRotate && (
        <button
          type="button"
          className="rotation-controls__button rotation-controls__pause"
          aria-label={`${rotation.pausedByUser ? 'Play' : 'Pause'} ${rotationName}`}
          onClick={() => rotation.setPausedByUser(!rotation.pausedByUser)}
        >
          {rotation.pausedByUser ? 'Play' : 'Pause'}
        </button>
      )}
      {withArrows && (
        <button
          type="button"
          className="rotation-controls__button rotation-controls__arrow"
          aria-label={`Previous ${itemName}`}
          onClick={rotation.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div className="rotation-controls__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="rotation-controls__dot"
            aria-label={`Show ${itemName} ${index + 1} of ${count}${describeItem ? `: ${describeItem(index)}` : ''}`}
            aria-current={index === rotation.index ? 'true' : undefined}
            onClick={() => rotation.goTo(index)}
          />
        ))}
      </div>
      {withArrows && (
        <button
          type="button"
          className="rotation-controls__button rotation-controls__arrow"
          aria-label={`Next ${itemName}`}
          onClick={rotation.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
