/**
 * An IntersectionObserver for happy-dom, whose own never reports. A page in a test has no
 * layout: `inView` decides whether an observed element is in view; by default every one is, so
 * parts that load near the viewport load at once.
 */
export class InViewObserver implements IntersectionObserver {
  static inView: (element: Element) => boolean = () => true;
  static readonly instances = new Set<InViewObserver>();

  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.targets.add(target);
    InViewObserver.instances.add(this);
    // A browser reports each new target once, soon after it is observed.
    queueMicrotask(() => this.report([target]));
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    InViewObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells every observer about its targets again, as after a scroll. */
  static scrolled(): void {
    for (const observer of InViewObserver.instances) observer.report([...observer.targets]);
  }

  private report(targets: Element[]): void {
    const observed = targets.filter((target) => this.targets.has(target));
    if (observed.length === 0) return;
    this.callback(
      observed.map((target) => {
        const box = target.getBoundingClientRect();
        const isIntersecting = InViewObserver.inView(target);
        return {
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          boundingClientRect: box,
          intersectionRect: box,
          rootBounds: null,
          time: performance.now(),
        };
      }),
      this,
    );
  }
}
