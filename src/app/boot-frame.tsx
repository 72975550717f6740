import type { ComponentType, CSSProperties } from 'react';
import { PAGE_TITLE_LOOK } from '../components/heading-look';
import { Logo } from '../components/logo';
import { NEW_ROUTE_TITLE, RESULT_EMPTY, RESULT_TITLE } from '../features/calculator/card-words';
import { IMPORT_HINT, IMPORT_TITLE } from '../features/notifications/import-card-words';
import { EARLY_FRAME } from '../features/route-detail/early-route';
import { CONTENT_LOOK } from './layout/content-look';
import { theme } from './theme';

// What a page paints before any script: rendered to HTML at build time (and by the development
// server) into index.html's `<div id="boot">` by scripts/route-pages-plugin.mjs, and removed in
// the commit that draws the first screen (./boot-screen.tsx). Never part of the app's bundle.
// Its styles are inline: they must apply before any stylesheet but the page's own small one.

const { Layout } = theme.components;

const MUTED = { margin: 0, color: 'rgba(0, 0, 0, 0.6)', fontSize: 14 } satisfies CSSProperties;

/** A line of text as wide as its words, or as the box where they wrap, as in a flex column. */
const LINE = { width: 'fit-content', maxWidth: '100%', lineHeight: '22px' } satisfies CSSProperties;

/** The word to a browser without scripts, which never removes the frame. */
function NoScript() {
  return (
    <noscript style={{ ...MUTED, ...SEEN }}>Для работы приложения включите JavaScript.</noscript>
  );
}

/** Index.html's screen for any path without a page of its own: the product mark and «Загрузка…». */
export function BootScreen() {
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        minHeight: '100vh',
      }}
    >
      <Logo />
      <p style={MUTED}>Загрузка…</p>
      <NoScript />
    </div>
  );
}

/** A card as antd draws it with the app's theme. */
const CARD = {
  boxSizing: 'border-box',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  background: '#fff',
  fontSize: 14,
  lineHeight: '22px',
} satisfies CSSProperties;

/**
 * The notification centre's import card without its button (which does nothing before the
 * scripts): its words are the screen's largest text, so they paint with the page, not after.
 */
function ImportCardFrame() {
  return (
    <div style={{ ...CARD, marginBottom: 16, padding: 12 }}>
      <div style={{ ...LINE, color: 'rgba(0, 0, 0, 0.88)', fontWeight: 600 }}>{IMPORT_TITLE}</div>
      <div style={{ ...LINE, color: MUTED.color }}>{IMPORT_HINT}</div>
    </div>
  );
}

/** A small card's head as antd draws it: 38 px with its line under it. */
function CardHead({ title }: { title: string }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        height: 38,
        marginBottom: -1,
        padding: '0 12px',
        borderBottom: CARD.border,
        color: 'rgba(0, 0, 0, 0.88)',
        fontWeight: 600,
      }}
    >
      {title}
    </div>
  );
}

/**
 * The calculator's two cards in antd's Row of 10 and 14 columns, 24 px apart: the form's, as tall
 * as with its fields, and the empty result's words without the picture above them. On a wide
 * screen those words are the largest text of the screen. Narrower, the result card is under the
 * form, out of the first screen, and the frame leaves both out.
 */
function CalculatorFrame() {
  const column = (span: number) => {
    // Rounded as antd's own stylesheet rounds it.
    const width = `${Number(((span / 24) * 100).toFixed(4))}%`;
    return {
      boxSizing: 'border-box',
      flex: `0 0 ${width}`,
      maxWidth: width,
      padding: '0 12px',
    } as const;
  };
  return (
    <div className="boot-wide" style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', margin: '0 -12px' }}>
        <div style={column(10)}>
          <div style={{ ...CARD, height: FORM_CARD_HEIGHT }}>
            <CardHead title={NEW_ROUTE_TITLE} />
          </div>
        </div>
        <div style={column(14)}>
          <div style={CARD}>
            <CardHead title={RESULT_TITLE} />
            {/* antd's Empty: its 100 px picture and 8 px under it, then the words, centred. */}
            <div style={{ padding: 12 }}>
              <div style={{ margin: '0 8px', textAlign: 'center', color: MUTED.color }}>
                <div style={{ height: 108 }} />
                <div>{RESULT_EMPTY}</div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The form card with its fields for one route typed in: two cities, a category, the button. */
const FORM_CARD_HEIGHT = 447;

/** antd's breadcrumb: 14 px words on a 22 px line, the earlier items muted. */
const CRUMB = { color: 'rgba(0, 0, 0, 0.45)', textDecoration: 'none' } satisfies CSSProperties;

/**
 * The route page's breadcrumb and title, where the page draws them: the page's early script
 * (src/features/route-detail/early-route.ts) writes the id in, and the cities into the title
 * when the route comes.
 */
function RouteLeadFrame() {
  return (
    <div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, marginBottom: 24 }}>
        <nav style={{ fontSize: 14, lineHeight: '22px', color: CRUMB.color }}>
          <a href="/routes" style={CRUMB}>
            Маршруты
          </a>
          <span style={{ margin: '0 8px' }}>/</span>
          <span id={EARLY_FRAME.crumb} style={{ color: 'rgba(0, 0, 0, 0.88)' }} />
        </nav>
        <div>
          <div id={EARLY_FRAME.titleFrame} style={{ height: 38 }} />
          <h1 id={EARLY_FRAME.title} hidden style={PAGE_TITLE_LOOK} />
        </div>
      </div>
    </div>
  );
}

/**
 * What a screen shows under its title before its data, by the screen's path, and how far under
 * the title the screen's own column of parts puts it.
 */
const LEADS: Partial<Record<string, { Lead: ComponentType; gap: number }>> = {
  '/': { Lead: CalculatorFrame, gap: 24 },
  '/notifications': { Lead: ImportCardFrame, gap: 16 },
  '/routes/:id': { Lead: RouteLeadFrame, gap: 24 },
};

/**
 * The route page's frame is index.html's, which a server also gives every path without a page of
 * its own (/login too, where it lacks docs/deploy.md's `$uri.html` rule). So its header and lead
 * stay invisible, in their place, until the page's early script knows the path is a route's and
 * there is a session; anywhere else only «Загрузка…» shows, and no visitor who is not signed in
 * sees a signed-in header.
 */
const HIDDEN_UNTIL_EARLY_SCRIPT = '/routes/:id';

/** Seen even inside a frame hidden until the early script. */
const SEEN = { visibility: 'visible' } satisfies CSSProperties;

/**
 * A signed-in screen's frame: the app's header (the theme's Layout tokens, the real logo), the
 * screen's title where the screen draws its own (none where it comes with the screen's data) and
 * the static part under it, if any, with «Загрузка…» under them.
 */
export function SignedInFrame({ path, title }: { path?: string; title?: string | undefined }) {
  const { Lead, gap } = (path === undefined ? undefined : LEADS[path]) ?? { gap: 24 };
  const frame = (
    <>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          boxSizing: 'border-box',
          minHeight: Layout.headerHeight,
          padding: Layout.headerPadding,
          background: Layout.headerBg,
        }}
      >
        {/* The row of the header's height, whether the logo's name shows or hides. */}
        <div style={{ display: 'flex', alignItems: 'center', height: Layout.headerHeight }}>
          <Logo inverted collapsible />
        </div>
        {/* Empty: where narrow screens give the app's menu a row of its own (global.css), so the
            header has the height it will have. */}
        <div className="header-menu-row" />
      </header>
      <main style={CONTENT_LOOK}>
        {title !== undefined && (
          // As far from what follows as the screen's own column of parts puts it.
          <h1 style={{ ...PAGE_TITLE_LOOK, marginBottom: gap }}>{title}</h1>
        )}
        {Lead && <Lead />}
        <p role="status" style={{ ...MUTED, ...SEEN }}>
          Загрузка…
        </p>
        <NoScript />
      </main>
    </>
  );
  return (
    // The class lets global.css keep the window's scrollbar while the frame is up.
    <div className="boot-frame" style={{ minHeight: '100vh', background: Layout.bodyBg }}>
      {path === HIDDEN_UNTIL_EARLY_SCRIPT ? (
        <div id={EARLY_FRAME.lead} style={{ visibility: 'hidden' }}>
          {frame}
        </div>
      ) : (
        frame
      )}
    </div>
  );
}
