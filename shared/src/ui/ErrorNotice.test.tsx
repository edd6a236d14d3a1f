import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { renderWithI18n } from '../testing';
import { ErrorNotice, errorMessageKey } from './ErrorNotice';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('ErrorNotice', () => {
  it.each([
    ['NETWORK', 'The connection to the shop failed. Please check your network and retry.'],
    ['NOT_FOUND', 'We could not find what you asked for.'],
    ['UNAUTHENTICATED', 'Please log in to continue.'],
    ['FORBIDDEN', 'You are not allowed to do this.'],
    ['VALIDATION', 'Please check the highlighted fields.'],
    ['RATE_LIMITED', 'Too many requests from your connection. Please wait a while, then try again.'],
    ['INTERNAL', 'The shop could not answer. Please retry in a moment.'],
    ['BAD_ANSWER', 'The shop could not answer. Please retry in a moment.'],
  ])('explains an error with code %s', async (code, text) => {
    await renderWithI18n(<ErrorNotice error={withCode(code)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Something went wrong${text}`);
  });

  it('reads the code of an ApiError', async () => {
    await renderWithI18n(<ErrorNotice error={new ApiError('NOT_FOUND', 'order 9 not found', 404)} />, { language: 'zh-CN' });
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到您要的内容。');
  });

  it.each([[undefined], [null], ['boom'], [new TypeError('x')]])('treats %p as a server failure', (error) => {
    expect(errorMessageKey(error)).toBe('error.server');
  });

  it('offers a retry that calls back', async () => {
    const onRetry = jest.fn();
    await renderWithI18n(<ErrorNotice error={withCode('NETWORK')} onRetry={onRetry} />, { language: 'de' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry', async () => {
    await renderWithI18n(<ErrorNotice error={withCode('NETWORK')} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a screen's own message instead", async () => {
    await renderWithI18n(<ErrorNotice error={withCode('NETWORK')} message="Operation failed, please retry!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Operation failed, please retry!');
    expect(screen.getByRole('alert')).not.toHaveTextContent('connection');
  });
});
