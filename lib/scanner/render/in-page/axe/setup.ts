import { axeOrThrow, world } from '../world.ts';

/**
 * Run in the world once axe is there: no frame messaging at all (no `message` listener, nothing posted),
 * so a page can neither start runs in our copy nor answer for a frame. `loadedBy` is recorded for tests.
 */
export default function setupAxe(loadedBy: 'url' | 'source'): void {
  const axe = axeOrThrow();
  axe.configure({ allowedOrigins: [] });
  axe.frameMessenger({
    open: () => () => {},
    post: () => false,
  });
  world().__a11yLoadedBy = loadedBy;
}
