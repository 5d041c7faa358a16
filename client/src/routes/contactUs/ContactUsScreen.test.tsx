import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { routeQuery } from '../../router/routeQuery';
import parameters from './__generated__/ContactUsScreenQuery$parameters';
import { setupI18n } from '../../test/renderWithProviders';
import { contactUsScreen } from './ContactUsScreen';

const query = routeQuery(parameters);

const resolvers = {
  User: () => ({ email: 'maria@demo.test', contactUsUrl: null, showContactUsEmail: true }),
};

describe('contact us (000 §2)', () => {
  beforeEach(() => setupI18n('en', ['contactUs']));

  test('a profile not offered the form (000 §3 showContactUsEmail) gets no form: the utility\'s page, or a notice', async () => {
    const { unmount } = renderScreen(contactUsScreen, { query,
      path: '/contactUs',
      resolvers: { User: () => ({ email: 'maria@demo.test', contactUsUrl: 'https://utility.example/contact', showContactUsEmail: false }) },
    });
    expect(await screen.findByTestId('contact-external')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(screen.queryByTestId('contact-not-offered')).toBeNull();
    unmount();
    renderScreen(contactUsScreen, { query, path: '/contactUs', resolvers: { User: () => ({ email: 'maria@demo.test', contactUsUrl: null, showContactUsEmail: false }) } });
    expect(await screen.findByTestId('contact-not-offered')).toHaveTextContent('The contact form is not offered for your account.');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });

  test('an empty message is refused beside the field, sends nothing and keeps the subject', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(contactUsScreen, { query, path: '/contactUs', resolvers });
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Leak');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/This field is mandatory\./);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Leak');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a refusal keeps what was typed; a sent message shows its reference', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(contactUsScreen, { query, path: '/contactUs', resolvers });
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Leak');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Water on the street');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SendContactMessagePayload: () => ({ reference: null, userErrors: [{ code: 'TOO_LONG', field: 'message', message: 'At most 4000 characters.' }] }),
        }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/At most 4000 characters\./);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Water on the street');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { SendContactMessagePayload: () => ({ reference: 'CU-000042', userErrors: [] }) }),
      ),
    );
    expect(await screen.findByText('CU-000042')).toBeVisible();
    expect(screen.getByText('Your message was sent.')).toBeVisible();
  });
});
