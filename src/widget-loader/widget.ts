/**
 * `widget.js`: the few KiB a partner puts on its own page to show the rewards widget.
 *
 *   <script src="https://rewards.example/widget.js" async></script>
 *   <partner-rewards target="0x…" chain="1"></partner-rewards>
 *   <partner-rewards campaign="8453:12" address="0x…" theme="dark"></partner-rewards>
 *
 * It defines the element, which frames the app's `/widget` route (from the same place the script
 * came from), sizes the frame to what the widget reports, passes the page's theme (an explicit
 * `theme`, else the page's own `dark` class or `data-theme`, else the reader's system setting) and
 * the visitor's address and the element's `lang` (the widget speaks it when the app does, else the
 * reader's language), names the frame as the widget names itself in its language, and
 * re-dispatches what the widget says as DOM events on the element: `partner-rewards:ready`,
 * `partner-rewards:claim-sent` and `partner-rewards:claim-mined`, with the message as `detail`. Only messages from its own frame, at the widget's origin, are read.
 *
 * Built on its own into a classic script (scripts/widget-loader-plugin.ts): no framework, nothing
 * of the app's but the message protocol, which both sides read from one module.
 */
import {
  EMBED_MESSAGE_SOURCE,
  readWidgetMessage,
  WIDGET_ELEMENT,
  WIDGET_PARAMS,
  type HostMessage,
  type WidgetTheme,
} from '../lib/embed-protocol.ts';

/**
 * Where the widget route lives: beside this script, under the app's base path. Known only while
 * the script first runs, from `document.currentScript`, which a module script or some loaders do
 * not set: then there is no app to frame, and the element says so instead of framing this page.
 */
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
const widgetUrl = scriptUrl === undefined ? undefined : new URL('widget', scriptUrl);
if (widgetUrl === undefined) {
  console.error(
    '<partner-rewards>: widget.js could not tell where it was loaded from; include it as a classic script, <script src="…/widget.js" async></script>',
  );
}

/** The frame's height until the widget says how tall it is: a card and its header. */
const INITIAL_HEIGHT = 320;

/** The page's theme, as a reader of it would see it. */
function pageTheme(): WidgetTheme {
  const root = document.documentElement;
  const stated = root.getAttribute('data-theme') ?? document.body.getAttribute('data-theme');
  if (stated === 'dark' || stated === 'light') return stated;
  if (root.classList.contains('dark') || document.body.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

class PartnerRewards extends HTMLElement {
  static observedAttributes = ['target', 'chain', 'campaign', 'address', 'theme', 'title', 'lang'];

  /** The name the widget gave itself last, in its language: the frame's unless the page names it. */
  private widgetTitle = 'Rewards';

  private frame: HTMLIFrameElement | undefined;
  private stopWatching: (() => void) | undefined;
  private readonly onMessage = (event: MessageEvent): void => {
    const frame = this.frame;
    // Only this element's own frame, at the widget's origin: never another frame or window.
    if (frame === undefined || widgetUrl === undefined) return;
    if (event.source !== frame.contentWindow || event.origin !== widgetUrl.origin) return;
    const message = readWidgetMessage(event.data);
    if (message === undefined) return;
    if (message.type === 'resize') {
      frame.style.height = `${String(message.height)}px`;
      return;
    }
    if (message.type === 'title') {
      this.widgetTitle = message.title;
      frame.title = this.frameTitle();
      return;
    }
    if (message.type === 'ready') {
      // What changed while the frame loaded never reached it: say the theme and the visitor now.
      this.post({ source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: this.theme() });
      this.post({ source: EMBED_MESSAGE_SOURCE, type: 'address', address: this.getAttribute('address') });
    }
    this.dispatchEvent(new CustomEvent(`${WIDGET_ELEMENT}:${message.type}`, { detail: message, bubbles: true }));
  };

  connectedCallback(): void {
    window.addEventListener('message', this.onMessage);
    this.render();
    this.watchTheme();
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (this.frame === undefined || before === after) return;
    // The visitor, the theme and the title change in place; another target is another widget.
    if (name === 'address') this.post({ source: EMBED_MESSAGE_SOURCE, type: 'address', address: after });
    else if (name === 'theme') this.post({ source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: this.theme() });
    else if (name === 'title') this.frame.title = this.frameTitle();
    else this.renderSoon();
  }

  private renderPending = false;

  /** Several attributes set one after another (target, then chain) load one frame, not one each. */
  private renderSoon(): void {
    if (this.renderPending) return;
    this.renderPending = true;
    queueMicrotask(() => {
      this.renderPending = false;
      if (this.isConnected) this.render();
    });
  }

  /** A title the page gave the element is the page's to keep; an empty one names nothing. */
  private frameTitle(): string {
    const given = this.getAttribute('title')?.trim();
    return given === undefined || given === '' ? this.widgetTitle : given;
  }

  private theme(): WidgetTheme {
    const stated = this.getAttribute('theme');
    return stated === 'dark' || stated === 'light' ? stated : pageTheme();
  }

  private post(message: HostMessage): void {
    if (widgetUrl !== undefined) this.frame?.contentWindow?.postMessage(message, widgetUrl.origin);
  }

  private render(): void {
    if (widgetUrl === undefined) return;
    const url = new URL(widgetUrl);
    for (const name of ['target', 'chain', 'campaign', 'address'] as const) {
      const value = this.getAttribute(name);
      if (value !== null && value !== '') url.searchParams.set(WIDGET_PARAMS[name], value);
    }
    url.searchParams.set(WIDGET_PARAMS.theme, this.theme());
    url.searchParams.set(WIDGET_PARAMS.host, location.origin);
    // Only the element's own: a page's `<html lang>` is "en" on most sites, whatever its reader
    // chose in the app or reads, and the app's `?lang=` wins over both.
    const language = this.getAttribute('lang')?.trim();
    if (language !== undefined && language !== '') url.searchParams.set(WIDGET_PARAMS.lang, language);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    // Until the widget names itself in its language (a `title` message).
    frame.title = this.frameTitle();
    frame.style.cssText = `display:block;width:100%;border:0;height:${String(INITIAL_HEIGHT)}px;color-scheme:normal`;
    // Wallets ask for these from inside the frame: a clipboard copy of an address, and nothing else.
    frame.allow = 'clipboard-write';
    this.frame?.remove();
    this.frame = frame;
    this.replaceChildren(frame);
  }

  /** Follows the page's theme when no `theme` attribute fixes it. */
  private watchTheme(): void {
    this.stopWatching?.();
    const update = () => {
      if (this.getAttribute('theme') === null)
        this.post({ source: EMBED_MESSAGE_SOURCE, type: 'theme', theme: this.theme() });
    };
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    const system = matchMedia('(prefers-color-scheme: dark)');
    system.addEventListener('change', update);
    this.stopWatching = () => {
      observer.disconnect();
      system.removeEventListener('change', update);
    };
  }
}

if (customElements.get(WIDGET_ELEMENT) === undefined) customElements.define(WIDGET_ELEMENT, PartnerRewards);
