import { useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent, type Key, type ReactNode } from 'react';
import { CarouselControls, ROTATION_CONTROL_ATTR } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useEmblaSync } from './use-embla-sync';
import { useLazyEmbla } from './use-lazy-embla';
import { useHydrated } from '../../lib/use-hydrated';
import { useNearViewport, useOnScreen } from '../../lib/use-on-screen';

/**
 * The slider code (~7 kB gzipped) is fetched when the carousel reaches the screen, not before:
 * at the top of the page it stays out of what a visitor downloads before interacting, and a
 * local chunk arrives long before a finger can swipe. Until then the slide shown is static.
 */
const SLIDER_PRELOAD_MARGIN = '0px';

export interface SlideInfo {
  index: number;
  isCurrent: boolean;
}

export interface CarouselProps<T> {
  /** One or more items (spec §9 says 1 to 10; the reviews have 11, so no cap is enforced). */
  items: readonly T[];
  /** Accessible name of the carousel region, e.g. "Servicios". */
  label: string;
  renderSlide: (item: T, slide: SlideInfo) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Advance every 6000 ms until the visitor swipes, picks a dot or pauses. Default off. */
  autoplay?: boolean;
  /** Called with the current index after every change (and once on mount). */
  onSelect?: (index: number) => void;
  /** A mouse came onto the slide buttons (true) or left them (false). */
  onMouseOverControls?: (over: boolean) => void;
  /** Clicking a slide that is not current makes it current (the reviews do this). */
  selectOnClick?: boolean;
  /** Classes of each slide box; set its width here (default: full width). */
  slideClassName?: (slide: SlideInfo) => string;
  /** Extra classes of the clipping viewport, e.g. a fade at its edges. */
  viewportClassName?: string;
  /**
   * Where slides rest: 'start' for full-width slides, 'center' to show neighbours on both sides.
   * A centred carousel's slides are as wide as its `--slide-basis` (set it in `className`), and
   * before its slider code comes it rests where the slider will put it (carousel.css).
   */
  align?: 'start' | 'center';
  className?: string;
  /** Autoplay interval override, for tests. */
  interval?: number;
  /**
   * How many slides the prerendered HTML holds (and hydration renders, so it matches): the other
   * slides render right after, once the carousel is alive. Every dot is in the HTML from the
   * start (~5 B compressed each): dots added at hydration pushed the arrows sideways under a
   * visitor about to tap them. "N de M" counts every item from the start. Fewer than the items
   * puts the controls above the slides, where the later slides' height cannot move them.
   */
  prerendered?: number;
}

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * An accessible carousel on Embla (loaded when the carousel comes near; WAI-ARIA carousel pattern): a region named `label` with
 * aria-roledescription "carrusel", slides as groups named "N de M" with aria-current on the
 * current one, dots "Ir a la diapositiva N", previous/next buttons, ArrowLeft/ArrowRight,
 * and, with autoplay, a pause/play control; rotation pauses under the pointer or keyboard focus
 * and while off screen, and starts paused under prefers-reduced-motion. The server renders
 * slide 1 as current.
 */
export function Carousel<T>({
  items,
  label,
  renderSlide,
  getKey = (_item, index) => index,
  autoplay = false,
  onSelect,
  onMouseOverControls,
  selectOnClick = false,
  slideClassName = () => 'basis-full',
  viewportClassName = '',
  align = 'start',
  className = '',
  interval,
  prerendered = Infinity,
}: CarouselProps<T>) {
  const count = items.length;
  const rendered = useHydrated() ? items : items.slice(0, prerendered);
  const { state, rotating, dispatch } = useCarousel({ count, autoplay, interval });
  const slidesId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(regionRef);
  const options = useMemo(() => ({ loop: count > 1, align, duration: 28 }), [count, align]);
  const api = useLazyEmbla(viewportRef, options, useNearViewport(regionRef, SLIDER_PRELOAD_MARGIN));
  useEmblaSync(api, state.index, dispatch);
  useEffect(() => dispatch({ type: 'onScreen', value: onScreen }), [onScreen, dispatch]);

  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  useEffect(() => onSelectRef.current?.(state.index), [state.index]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (isTextField(event.target)) return;
    if (event.key === 'ArrowLeft') dispatch({ type: 'prev' });
    else if (event.key === 'ArrowRight') dispatch({ type: 'next' });
    else return;
    event.preventDefault();
  }

  // Focus inside pauses rotation, except on the pause/play control itself: pressing "play"
  // must start the rotation even though focus then sits on that button (as the WAI example does).
  function onFocus(event: FocusEvent<HTMLElement>) {
    const onRotationControl = event.target instanceof Element && event.target.hasAttribute(ROTATION_CONTROL_ATTR);
    dispatch({ type: 'focus', value: !onRotationControl });
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      dispatch({ type: 'focus', value: false });
    }
  }

  // Slides that render once the carousel is alive may be taller than those in the HTML, and every
  // slide is as tall as the tallest: the row then grows under a visitor already looking. Above the
  // slides, the controls stay where they are; below, they moved (at 1280 px: 29 px in WebKitGTK,
  // whose fourth review takes a line more than the first three; 117 px with it written twice).
  const controlsAbove = prerendered < count;
  const controls = (
    <CarouselControls
      className={`carousel-controls ${controlsAbove ? '' : 'mt-6'}`}
      count={count}
      index={state.index}
      slidesId={slidesId}
      rotation={autoplay ? { playing: state.playing, onToggle: () => dispatch({ type: 'togglePlay' }) } : undefined}
      onPrev={() => dispatch({ type: 'prev' })}
      onNext={() => dispatch({ type: 'next' })}
      onDot={(index) => dispatch({ type: 'choose', index, by: 'dot' })}
      onMouseOver={onMouseOverControls}
    />
  );

  return (
    // The region is not a control: it hears the arrow keys and focus changes that bubble up from
    // the buttons and links inside it (the shadcn/ui carousel does the same).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated listener, see above
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      // Swipes work once the slider code has come (it loads when the carousel nears the screen).
      data-slider={api ? 'ready' : undefined}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {controlsAbove && controls}
      <div
        ref={viewportRef}
        // clip, not hidden: a clipped box cannot be scrolled, so focus or a tap on a partly shown
        // slide can never leave the strip scrolled sideways under Embla (whose positions are transforms).
        className={`carousel-viewport overflow-clip ${viewportClassName}`}
        // Only a mouse hovering the slides pauses; a tap's emulated hover would pause for good.
        onPointerEnter={(e) => e.pointerType === 'mouse' && dispatch({ type: 'hover', value: true })}
        onPointerLeave={(e) => e.pointerType === 'mouse' && dispatch({ type: 'hover', value: false })}
      >
        <div id={slidesId} className={`flex touch-pan-y ${align === 'center' ? 'carousel-centred' : ''}`}>
          {rendered.map((item, index) => {
            const slide = { index, isCurrent: index === state.index };
            return (
              // The click is a pointer shortcut for the reviews; keyboards already reach every slide
              // through the dots and the arrow keys, so the slide itself takes no keys.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keyboard equivalent above
              <div
                key={getKey(item, index)}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${count}`}
                aria-current={slide.isCurrent ? 'true' : undefined}
                className={`min-w-0 shrink-0 grow-0 ${align === 'center' ? 'basis-(--slide-basis)' : ''} ${slideClassName(slide)}`}
                onClick={selectOnClick && !slide.isCurrent ? () => dispatch({ type: 'choose', index, by: 'click' }) : undefined}
              >
                {renderSlide(item, slide)}
              </div>
            );
          })}
        </div>
      </div>
      {/* Announces the slide a visitor moved to; silent while rotating by itself (WAI-ARIA). */}
      <p className="sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {`Diapositiva ${state.index + 1} de ${count}`}
      </p>
      {!controlsAbove && controls}
    </div>
  );
}
