/**
 * What is read of the chart library's canvas (G's `Canvas`): it draws what changed since its last
 * drawing, and tells its listeners of every change of its scene and of its size.
 */
export interface ChartCanvas {
  render(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What G hands a renderer plugin before `init`: its canvas's config and scene (documented). */
interface PluginContext {
  config: { renderer?: { setConfig(config: { enableAutoRendering: boolean }): void } };
  renderingContext: { root: { ownerDocument: { defaultView: ChartCanvas | null } | null } };
}

/**
 * The canvas's events of a change to draw (G's `ElementEvent` and `CanvasEvent`): an attribute of
 * a shape, a shape added or taken away (an animation, the crosshair, new data), a new size.
 */
export const CHANGES = [
  'DOMAttrModified',
  'DOMNodeInsertedIntoDocument',
  'DOMNodeRemovedFromDocument',
  'resize',
] as const;

/** Frames without a change before drawing stops: a quarter of a second at 60 Hz. */
export const IDLE_FRAMES = 15;

/**
 * A G renderer plugin, given to the chart through its `plugins` option: the chart's canvas draws
 * on demand. G's own loop draws every frame for as long as the chart is on the page: an idle
 * route page kept a tenth of a core busy, and a phone's main thread was never free. With this
 * plugin the canvas draws every frame while its scene changes (its first drawing, an animation,
 * the crosshair following the pointer, a new size) and stops `IDLE_FRAMES` frames after the last
 * change.
 *
 * The chart's wrapper walks, copies and compares its options, and with them this plugin: what it
 * keeps is private, and the context G hands it is taken through a setter, so the walk meets only
 * its name.
 */
export class DrawOnDemand {
  readonly name = 'draw-on-demand';
  #canvas: ChartCanvas | null = null;
  #frame = 0;
  #idle = 0;
  readonly #tick = () => {
    this.#idle += 1;
    this.#canvas?.render();
    this.#frame = this.#idle < IDLE_FRAMES ? requestAnimationFrame(this.#tick) : 0;
  };
  /** Something changed the chart: draw from the next frame on. */
  readonly #wake = () => {
    this.#idle = 0;
    if (this.#canvas && this.#frame === 0) this.#frame = requestAnimationFrame(this.#tick);
  };

  /** Set by G before `init`, for the canvas being made: one plugin serves one chart at a time. */
  set context(context: PluginContext) {
    this.destroy();
    context.config.renderer?.setConfig({ enableAutoRendering: false });
    this.#canvas = context.renderingContext.root.ownerDocument?.defaultView ?? null;
  }

  init(): void {
    for (const change of CHANGES) this.#canvas?.addEventListener(change, this.#wake);
    this.#wake();
  }

  destroy(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const change of CHANGES) this.#canvas?.removeEventListener(change, this.#wake);
  }
}
