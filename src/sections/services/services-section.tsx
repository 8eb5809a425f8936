import { useCallback, useMemo, useRef, useState, type RefCallback } from 'react';
import { services, type ServiceSlide as Service } from '../../../content';
import { Carousel } from '../../components/carousel';
import { SectionHeader } from '../../components/section-header';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { useNearViewport } from '../../lib/use-on-screen';
import { useTheme } from '../../lib/use-theme';
import type { ViewerModel } from '../../viewer/model-viewer';
import { useModelViewer } from '../../viewer/use-model-viewer';
import { ServiceSlide } from './service-slide';

const models: ViewerModel[] = services.map(({ id, model }) => ({ key: id, path: model.path, camera: model.camera }));

export function ServicesSection() {
  const [current, setCurrent] = useState(0);
  const [modelPaused, setModelPaused] = useState(false);
  const carouselBox = useRef<HTMLDivElement>(null);
  const slots = useRef(new Map<string, HTMLElement>());
  // One stable ref callback per slide, so React does not detach and re-attach them every render.
  const slotRefs = useMemo(() => {
    const refs = {} as Record<Service['id'], RefCallback<HTMLDivElement>>;
    for (const { id } of services) {
      refs[id] = (element) => {
        if (element) slots.current.set(id, element);
        else slots.current.delete(id);
      };
    }
    return refs;
  }, []);
  const getSlot = useCallback((key: string) => slots.current.get(key), []);
  // The model's button is drawn on the slide that shows the model: a slide changed from the
  // keyboard while it has focus (its arrows, the carousel's own keys) takes it away, and focus fell
  // to the page's body, out of the carousel. The next slide's button takes the focus over.
  const focusOnNextSwing = useRef(false);
  const swingButton = useCallback<RefCallback<HTMLButtonElement>>((button) => {
    if (!button) return;
    const { activeElement, body } = button.ownerDocument;
    if (focusOnNextSwing.current && (activeElement === body || activeElement === null)) button.focus();
    focusOnNextSwing.current = false;
    return () => {
      focusOnNextSwing.current = button.ownerDocument.activeElement === button;
    };
  }, []);
  const { displayed, setChoosing } = useModelViewer({
    target: carouselBox,
    current: models[current] ?? models[0]!,
    getSlot,
    all: models,
    theme: useTheme().effective,
    paused: modelPaused,
  });

  // One signal for all three stills: the hidden slides sit outside the carousel's clipped
  // viewport, where no observer of their own would ever see them. The carousel starts right at
  // the fold on phones, so it waits until it is actually on the screen.
  const loadPictures = useNearViewport(carouselBox, '0px');

  return (
    <section id="services" aria-labelledby="services-title" tabIndex={-1} className="section">
      <SectionHeader id="services-title" eyebrow="Servicios" title="Lo que puedo hacer por ti" />
      <div ref={carouselBox} className="mt-12">
        <Carousel
          items={services}
          label="Servicios"
          autoplay
          getKey={(service) => service.id}
          onSelect={setCurrent}
          onMouseOverControls={setChoosing}
          className="card p-5 shadow-xl shadow-indigo-500/5 sm:p-8 lg:p-10"
          renderSlide={(service, { index }) => (
            <ServiceSlide
              service={service}
              number={index + 1}
              modelShown={displayed === service.id}
              // The swing is motion that lasts: its own pause (WCAG 2.2.2), shown with the live
              // model; under reduced motion the model never swings.
              swing={
                displayed === service.id && !prefersReducedMotion()
                  ? { paused: modelPaused, onToggle: () => setModelPaused((value) => !value) }
                  : undefined
              }
              swingButtonRef={swingButton}
              slotRef={slotRefs[service.id]}
              loadPicture={loadPictures}
            />
          )}
        />
      </div>
    </section>
  );
}
