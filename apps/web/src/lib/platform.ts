/** Apple keyboards use ⌘ where the others use Ctrl. */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The label of the modifier key: ⌘ on Apple devices, Ctrl elsewhere. */
export function getModifierLabel(): string {
  return isMacPlatform() ? '⌘' : 'Ctrl';
}

/** Whether the platform's shortcut modifier (⌘ or Ctrl) is held. */
export function hasShortcutModifier(event: KeyboardEvent): boolean {
  return event.metaKey || event.ctrlKey;
}
