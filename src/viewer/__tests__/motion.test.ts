import { describe, expect, it } from 'vitest';
import { nextSwing, ROTATION_LIMIT, ROTATION_STEP, shouldAnimate, SWING_START, tiltFor, type Swing } from '../motion';

function run(frames: number, from: Swing = SWING_START): Swing[] {
  const out: Swing[] = [];
  let swing = from;
  for (let i = 0; i < frames; i++) out.push((swing = nextSwing(swing)));
  return out;
}

describe('nextSwing (spec: right to +0.5, left to -0.5, 0.005 per frame)', () => {
  it('starts at rest turning right, one step per frame', () => {
    expect(SWING_START).toEqual({ angle: 0, direction: 1 });
    expect(nextSwing(SWING_START)).toEqual({ angle: ROTATION_STEP, direction: 1 });
    expect(ROTATION_STEP).toBe(0.005);
    expect(ROTATION_LIMIT).toBe(0.5);
  });

  it('reaches exactly +0.5 after 100 frames, then turns left', () => {
    const frames = run(101);
    expect(frames[98]).toEqual({ angle: 0.495, direction: 1 });
    expect(frames[99]).toEqual({ angle: 0.5, direction: -1 });
    expect(frames[100]).toEqual({ angle: 0.495, direction: -1 });
  });

  it('reaches exactly -0.5 two hundred frames later, then turns right again', () => {
    const frames = run(301);
    expect(frames[299]).toEqual({ angle: -0.5, direction: 1 });
    expect(frames[300]).toEqual({ angle: -0.495, direction: 1 });
  });

  it('repeats with a period of 400 frames and never leaves the bounds', () => {
    const frames = run(2000);
    for (const { angle } of frames) expect(Math.abs(angle)).toBeLessThanOrEqual(ROTATION_LIMIT);
    expect(frames[399]).toEqual({ angle: 0, direction: 1 });
    expect(frames[1599]).toEqual(frames[399]);
    for (let i = 1; i < frames.length; i++) {
      expect(Math.abs(frames[i]!.angle - frames[i - 1]!.angle)).toBeCloseTo(ROTATION_STEP, 9);
    }
  });

  it('clamps a stray angle beyond a limit back onto it and reverses', () => {
    expect(nextSwing({ angle: 0.7, direction: 1 })).toEqual({ angle: 0.5, direction: -1 });
    expect(nextSwing({ angle: -0.9, direction: -1 })).toEqual({ angle: -0.5, direction: 1 });
  });
});

describe('tiltFor (spec: scrollY / 1500)', () => {
  it('is zero at the top and grows linearly with scroll', () => {
    expect(tiltFor(0)).toBe(0);
    expect(tiltFor(750)).toBe(0.5);
    expect(tiltFor(1500)).toBe(1);
    expect(tiltFor(600)).toBeCloseTo(0.4, 12);
  });
});

describe('shouldAnimate', () => {
  const all = { onScreen: true, documentVisible: true, modelReady: true, holdStill: false };

  it('runs only when on screen, tab visible and model ready, not holding still', () => {
    expect(shouldAnimate(all)).toBe(true);
    expect(shouldAnimate({ ...all, onScreen: false })).toBe(false);
    expect(shouldAnimate({ ...all, documentVisible: false })).toBe(false);
    expect(shouldAnimate({ ...all, modelReady: false })).toBe(false);
    expect(shouldAnimate({ ...all, holdStill: true })).toBe(false);
  });
});
