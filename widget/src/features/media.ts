import type { Behaviour, WidgetContext } from '../context.ts';

/** Media state the widget changed, to give back exactly. */
function mediaElements(doc: Document): HTMLMediaElement[] {
  return [...doc.querySelectorAll<HTMLMediaElement>('video, audio')];
}

/** Stop animations (with seizure-safe mode and reduced distractions): playing media pauses, animated images freeze. */
export function motion(): Behaviour {
  const paused = new Set<HTMLMediaElement>();
  const frozen = new Map<HTMLImageElement, string>();
  let onPlay: ((event: Event) => void) | null = null;
  const freeze = (ctx: WidgetContext) => {
    const rules: string[] = [];
    let n = 0;
    for (const img of ctx.doc.querySelectorAll<HTMLImageElement>('img')) {
      if (!/\.(gif|webp|apng)(\?|#|$)|^data:image\/(gif|webp|apng)/i.test(img.currentSrc || img.src) || !img.complete || img.naturalWidth === 0) continue;
      try {
        const canvas = ctx.doc.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')?.drawImage(img, 0, 0);
        const still = canvas.toDataURL('image/png');
        const id = String(++n);
        img.setAttribute('data-a11yw-frozen', id);
        frozen.set(img, id);
        rules.push(`img[data-a11yw-frozen="${id}"] { content: url("${still}") !important; }`);
      } catch {
        // expected: a cross-origin picture cannot be read back: it keeps moving (said in the docs).
      }
    }
    ctx.setCss('motion', rules.join('\n'));
  };
  return {
    codes: ['stop-animations', 'seizure-safe', 'focus-mode'],
    start(ctx) {
      for (const media of mediaElements(ctx.doc)) {
        if (!media.paused) {
          media.pause();
          paused.add(media);
        }
      }
      // Autoplay is stopped; a person pressing play still plays.
      onPlay = (event) => {
        const media = event.target;
        if (media instanceof HTMLMediaElement && media.autoplay && !navigator.userActivation?.isActive) media.pause();
      };
      ctx.doc.addEventListener('play', onPlay, true);
      freeze(ctx);
    },
    stop(ctx) {
      if (onPlay) ctx.doc.removeEventListener('play', onPlay, true);
      for (const media of paused) media.play().catch(() => /* expected: the browser refused to play without a gesture: left paused */ {});
      paused.clear();
      for (const img of frozen.keys()) img.removeAttribute('data-a11yw-frozen');
      frozen.clear();
      ctx.setCss('motion', '');
    },
  };
}

export function mute(): Behaviour {
  const changed = new Set<HTMLMediaElement>();
  const silence = (media: HTMLMediaElement) => {
    if (!media.muted) {
      media.muted = true;
      changed.add(media);
    }
  };
  const onPlay = (event: Event) => {
    if (event.target instanceof HTMLMediaElement) silence(event.target);
  };
  return {
    codes: ['mute-sounds'],
    start(ctx) {
      for (const media of mediaElements(ctx.doc)) silence(media);
      ctx.doc.addEventListener('play', onPlay, true);
    },
    stop(ctx) {
      ctx.doc.removeEventListener('play', onPlay, true);
      for (const media of changed) media.muted = false;
      changed.clear();
    },
  };
}

/** Captions on: each video shows its captions (in the page's language when it has several). */
export function captions(): Behaviour {
  const previous = new Map<TextTrack, TextTrackMode>();
  const show = (video: HTMLVideoElement, lang: string) => {
    const tracks = [...video.textTracks].filter((t) => t.kind === 'captions' || t.kind === 'subtitles');
    if (tracks.length === 0 || tracks.some((t) => t.mode === 'showing')) return;
    const pick = tracks.find((t) => t.language.toLowerCase().startsWith(lang)) ?? tracks.find((t) => t.kind === 'captions') ?? tracks[0];
    if (!pick) return;
    previous.set(pick, pick.mode);
    pick.mode = 'showing';
  };
  let onMedia: ((event: Event) => void) | null = null;
  return {
    codes: ['captions-on'],
    start(ctx) {
      const lang = (ctx.doc.documentElement.lang || 'en').toLowerCase().split('-')[0] ?? 'en';
      for (const video of ctx.doc.querySelectorAll('video')) show(video, lang);
      onMedia = (event) => {
        if (event.target instanceof HTMLVideoElement) show(event.target, lang);
      };
      ctx.doc.addEventListener('loadedmetadata', onMedia, true);
      ctx.doc.addEventListener('play', onMedia, true);
    },
    stop(ctx) {
      if (onMedia) {
        ctx.doc.removeEventListener('loadedmetadata', onMedia, true);
        ctx.doc.removeEventListener('play', onMedia, true);
      }
      for (const [track, mode] of previous) track.mode = mode;
      previous.clear();
    },
  };
}
