import type { Ref } from 'react';
import type { ServiceSlide as Service } from '../../../content';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { LazyImage } from '../../components/lazy-image';

/** Still pictures of each model (scripts/generate-models.ts renders them from the .glb files). */
export function stillPicture(id: Service['id']) {
  const base = `/assets/images/services/${id}`;
  return { src: `${base}-800.webp`, srcSet: `${base}-400.webp 400w, ${base}-800.webp 800w` };
}

const CheckIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

interface ServiceSlideProps {
  service: Service;
  /** 1-based position, shown as a small ordinal badge. */
  number: number;
  /** The live 3D model is drawn over this slide's picture right now. */
  modelShown: boolean;
  /** Present while the live model swings here (or is paused): its pause/play button. */
  swing?: { paused: boolean; onToggle: () => void } | undefined;
  /** The model's button, which takes the focus over from the last slide's (./services-section.tsx). */
  swingButtonRef: Ref<HTMLButtonElement>;
  /** Where the viewer puts its one canvas when this slide is current. */
  slotRef: Ref<HTMLDivElement>;
  /** The carousel is near the viewport: fetch the picture (hidden slides too, ready for a swipe). */
  loadPicture: boolean;
}

/**
 * One service: the model on a soft accent panel (a still picture until the live 3D model has
 * drawn, and for good when WebGL or the model is unavailable), then the title and its bullets.
 */
export function ServiceSlide({ service, number, modelShown, swing, swingButtonRef, slotRef, loadPicture }: ServiceSlideProps) {
  const picture = stillPicture(service.id);
  return (
    <article className="grid items-center gap-8 md:grid-cols-[1.1fr_1fr] lg:gap-14">
      <div className="relative isolate aspect-[4/3] overflow-hidden rounded-[1.75rem] bg-accent-soft ring-1 ring-accent/15 ring-inset">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_50%_45%,color-mix(in_srgb,var(--accent)_22%,transparent),transparent)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 [background-image:radial-gradient(color-mix(in_srgb,var(--accent)_28%,transparent)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:radial-gradient(75%_70%_at_50%_50%,black,transparent)]"
        />
        <LazyImage
          src={picture.src}
          srcSet={picture.srcSet}
          sizes="(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={800}
          height={600}
          load={loadPicture}
          decoding="async"
          draggable={false}
          data-still={service.id}
          className={`absolute inset-0 size-full object-contain transition-opacity duration-300 ${modelShown ? 'opacity-0' : 'opacity-100'}`}
        />
        <div ref={slotRef} data-viewer-slot={service.id} className="absolute inset-0" />
        {swing && (
          <button
            type="button"
            className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full border border-border bg-surface text-fg transition-colors hover:border-accent hover:text-accent"
            aria-label={swing.paused ? 'Reanudar el giro del modelo 3D' : 'Pausar el giro del modelo 3D'}
            onClick={swing.onToggle}
            ref={swingButtonRef}
          >
            {swing.paused ? <PlayIcon width="16" height="16" /> : <PauseIcon />}
          </button>
        )}
      </div>
      <div>
        <p aria-hidden="true" className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-bold tabular-nums text-accent">
          {String(number).padStart(2, '0')}
        </p>
        <h3 className="mt-4 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{service.title}</h3>
        <ul className="mt-6 space-y-4">
          {service.items.map((item) => (
            <li key={item} className="flex gap-3.5">
              <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
                <CheckIcon />
              </span>
              <span className="text-base leading-relaxed text-muted sm:text-lg">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
