import type Axe from 'axe-core';
import { axeOrThrow } from '../world.ts';

/** The frame element axe's selector names (to find the frame it shows). */
export default function frameElement(selector: Axe.CrossTreeSelector): Element | undefined {
  return axeOrThrow().utils.shadowSelect(selector) ?? undefined;
}
