import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';

interface CarouselControlsProps {
  count: number;
  index: number;
  /** id of the slides container, for aria-controls. */
  slidesId: string;
  /** Present only when the carousel has autoplay: the visible pause/play control (WCAG 2.2.2). */
  rotation?: { playing: boolean; onToggle: () => void };
  onPrev: () => void;
  onNext: () => void;
  onDot: (index: number) => void;
  className?: string;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-fg transition-colors hover:border-accent hover:text-accent';

/** Marks the pause/play button, whose focus must not pause the rotation it controls. */
export const ROTATION_CONTROL_ATTR = 'data-carousel-rotation';

export function CarouselControls({ count, index, slidesId, rotation, onPrev, onNext, onDot, className = '' }: CarouselControlsProps) {
  if (count < 2) return null;
  return (
    // Wraps so that many dots (the 11 reviews) never push the arrows off a narrow screen.
    <div className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 ${className}`}>
      <div className="flex items-center gap-3">
        {rotation && (
          <button
            type="button"
            className={roundButton}
            aria-label={rotation.playing ? 'Pausar la rotación automática' : 'Reanudar la rotación automática'}
            aria-controls={slidesId}
            {...{ [ROTATION_CONTROL_ATTR]: '' }}
            onClick={rotation.onToggle}
          >
            {rotation.playing ? <PauseIcon /> : <PlayIcon width="16" height="16" />}
          </button>
        )}
        <div className="flex items-center">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="group grid h-11 min-w-7 place-items-center px-1"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-controls={slidesId}
              onClick={() => onDot(i)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  i === index ? 'w-7 bg-accent' : 'w-2.5 bg-muted/70 group-hover:bg-fg'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <button type="button" className={roundButton} aria-label="Diapositiva anterior" aria-controls={slidesId} onClick={onPrev}>
          <ChevronLeftIcon />
        </button>
        <button type="button" className={roundButton} aria-label="Diapositiva siguiente" aria-controls={slidesId} onClick={onNext}>
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
