import type { ReactNode } from 'react';
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
  /** A mouse came onto the buttons (true) or left them (false); a touch's emulated hover is not told. */
  onMouseOver?: (over: boolean) => void;
  className?: string;
}

const roundButton =
  'inline-flex size-10 shrink-0 items-center sm:size-11 justify-center rounded-full border border-border bg-surface text-fg transition-colors hover:border-accent hover:text-accent';

/** Marks the pause/play button, whose focus must not pause the rotation it controls. */
export const ROTATION_CONTROL_ATTR = 'data-carousel-rotation';

export function CarouselControls({
  count,
  index,
  slidesId,
  rotation,
  onPrev,
  onNext,
  onDot,
  onMouseOver,
  className = '',
}: CarouselControlsProps) {
  if (count < 2) return null;
  const arrow = (label: string, onClick: () => void, icon: ReactNode) => (
    <button type="button" className={roundButton} aria-label={label} aria-controls={slidesId} onClick={onClick}>
      {icon}
    </button>
  );
  return (
    // One row: the arrows flank the dots, so the 11 reviews' dots fit a 375 px phone (using a
    // little of the page margin there); where even that is too narrow, the dots go to their own
    // row, and more dots than a row holds wrap onto more rows (30 reviews: three at 375 px).
    <div
      className={`@container max-sm:-mx-2.5 ${className}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && onMouseOver?.(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onMouseOver?.(false)}
    >
      <div className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1 sm:gap-x-4">
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
        {arrow('Diapositiva anterior', onPrev, <ChevronLeftIcon />)}
        <div className="flex flex-wrap items-center justify-center @max-[351px]:order-last @max-[351px]:w-full">
          {/* Every dot as wide as the current one's pill: sized by it, the dots moved 8 px sideways
              as the current slide changed, under a tap aimed at one. */}
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="group grid h-11 w-6 place-items-center sm:w-8"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-controls={slidesId}
              // Which slide shows, said to a screen reader as the wider pill says it on screen.
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onDot(i)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  i === index ? 'w-6 bg-accent sm:w-7' : 'w-2.5 bg-muted/70 group-hover:bg-fg'
                }`}
              />
            </button>
          ))}
        </div>
        {arrow('Diapositiva siguiente', onNext, <ChevronRightIcon />)}
      </div>
    </div>
  );
}
