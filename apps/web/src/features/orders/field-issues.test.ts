import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  clearFieldIssue,
  collectFieldIssues,
  getIssueMessageKey,
  readServerFieldIssues,
} from './field-issues.ts';

describe('field issues', () => {
  it('keeps the first issue of each path, from zod paths or API strings', () => {
    expect(
      collectFieldIssues([
        { path: ['items', 0, 'unitPrice'], code: 'too_small' },
        { path: 'items.0.unitPrice', code: 'invalid_type' },
        { path: 'orderId', code: 'too_big' },
      ]),
    ).toEqual({ 'items.0.unitPrice': 'too_small', orderId: 'too_big' });
  });

  it('reads the issues of a 422 or a 409 answer, and nothing from other errors', () => {
    const invalid = new ApiError('validation_failed', 422, 'invalid', {
      issues: [{ path: 'email', code: 'invalid_format', message: 'Invalid email address' }, { bogus: true }],
    });
    expect(readServerFieldIssues(invalid)).toEqual({ email: 'invalid_format' });
    const conflict = new ApiError('conflict', 409, 'exists', {
      issues: [{ path: 'email', code: 'customer_exists' }],
    });
    expect(readServerFieldIssues(conflict)).toEqual({ email: 'customer_exists' });
    expect(readServerFieldIssues(new ApiError('conflict', 409, 'exists'))).toBeNull();
    expect(readServerFieldIssues(new ApiError('validation_failed', 422, 'x', { issues: [] }))).toBeNull();
    expect(readServerFieldIssues(new Error('boom'))).toBeNull();
  });

  it('clears a field and its sub-fields when the user edits it', () => {
    const issues = {
      items: 'no_lines',
      'items.0.quantity': 'too_small',
      itemsCount: 'x',
      orderId: 'required',
    };
    expect(clearFieldIssue(issues, 'items')).toEqual({ itemsCount: 'x', orderId: 'required' });
    expect(clearFieldIssue(issues, 'orderId')).toEqual({
      items: 'no_lines',
      'items.0.quantity': 'too_small',
      itemsCount: 'x',
    });
  });

  it('words an issue by the kind of field', () => {
    expect(getIssueMessageKey('orderId', 'too_small')).toBe('issues.required');
    expect(getIssueMessageKey('items.2.quantity', 'too_small')).toBe('issues.quantity_positive');
    expect(getIssueMessageKey('items.0.unitPrice', 'too_small')).toBe('issues.not_negative');
    expect(getIssueMessageKey('revenue', 'too_big')).toBe('issues.number_too_big');
    expect(getIssueMessageKey('customerCity', 'too_big')).toBe('issues.too_long');
    expect(getIssueMessageKey('email', 'invalid_format')).toBe('issues.invalid_email');
    expect(getIssueMessageKey('customerEmail', 'invalid_format')).toBe('issues.invalid_email');
    expect(getIssueMessageKey('items.0.margin', 'invalid_type')).toBe('issues.not_a_number');
    expect(getIssueMessageKey('orderDate', 'impossible_date')).toBe('issues.impossible_date');
    expect(getIssueMessageKey('orderDate', 'invalid_date')).toBe('issues.invalid_date');
    expect(getIssueMessageKey('email', 'customer_exists')).toBe('issues.customer_exists');
    expect(getIssueMessageKey('currency', 'invalid_format')).toBe('issues.invalid');
    expect(getIssueMessageKey('anything', 'something_new')).toBe('issues.invalid');
  });
});
