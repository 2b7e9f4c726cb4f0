import { describe, expect, it } from 'vitest';
import { getStepNumber, getWizardStep } from './wizard-step.ts';

describe('getWizardStep', () => {
  it('starts with the upload', () => {
    expect(getWizardStep(null, 'check')).toBe('upload');
  });

  it('keeps an uploaded file on the review step the user is on', () => {
    expect(getWizardStep('ready', 'check')).toBe('check');
    expect(getWizardStep('ready', 'mapping')).toBe('mapping');
  });

  it('shows progress while the import works and the result once it ends', () => {
    for (const status of ['pending', 'analysing', 'running'] as const) {
      expect(getWizardStep(status, 'mapping')).toBe('import');
    }
    for (const status of ['completed', 'failed', 'cancelled'] as const) {
      expect(getWizardStep(status, 'check')).toBe('result');
    }
  });

  it('numbers the steps 1 to 5', () => {
    expect(getStepNumber('upload')).toBe(1);
    expect(getStepNumber('result')).toBe(5);
  });
});
