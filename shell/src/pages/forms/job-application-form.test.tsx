import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiCalls,
  apiError,
  apiServer,
  careers,
  mockApiServer,
  reply,
} from '@shop/api-client/testing';
import { storefrontApi } from '@shop/api-client';
import { renderWithShop } from '@shop/ui/testing';
import { shellMessages } from '../../i18n/messages';
import { JobApplicationForm } from './job-application-form';

mockApiServer();

const renderForm = (locale: 'ru' | 'en') =>
  renderWithShop(<JobApplicationForm />, locale, { messages: shellMessages });
const sent = () => apiCalls('POST /careers/applications');

const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

async function fill(name: string, contact: string, file: File | null) {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: 'Имя и фамилия' }), name);
  if (contact)
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон или email/ }), contact);
  if (file) await userEvent.upload(screen.getByLabelText('Резюме'), file);
}

describe('JobApplicationForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('checks every field with the catalogued messages before sending', async () => {
    renderForm('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(screen.getByText('Введите имя')).toBeVisible();
    expect(screen.getByText('Заполните поле')).toBeVisible();
    expect(screen.getByText('Прикрепите резюме')).toBeVisible();
    expect(screen.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveFocus();

    await fill('Анна', 'позвоните мне', null);
    // userEvent.upload honours accept; a shopper can still pick "all files".
    await userEvent.upload(screen.getByLabelText('Резюме'), new File(['MZ'], 'cv.exe'), {
      applyAccept: false,
    });
    expect(screen.getByText('Резюме должно быть файлом PDF, DOC, DOCX, RTF или ODT')).toBeVisible();
    expect(screen.getByLabelText('Резюме')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(screen.getByText('Укажите телефон или e-mail')).toBeVisible();
    expect(sent()).toHaveLength(0);
  });

  it('sends the form as multipart and says it was received', async () => {
    apiServer.use(careers.apply({ applicationId: 'a1' }));
    renderForm('en');
    // jsdom's FormData does not travel through Node's fetch: the client's call is what is checked
    // here, the multipart itself against the server (shop-api's contract test).
    const apply = jest.spyOn(storefrontApi(), 'applyForJob');

    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Anna Smith');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Phone or email/ }),
      'anna@example.com',
    );
    await userEvent.upload(screen.getByLabelText('CV'), pdf());
    await userEvent.click(screen.getByRole('checkbox', { name: /personal data/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText(/We have received your application/)).toBeVisible();
    expect(sent()).toHaveLength(1);
    expect(apply).toHaveBeenCalledWith(
      { name: 'Anna Smith', contact: 'anna@example.com' },
      expect.objectContaining({ name: 'cv.pdf' }),
      'cv.pdf',
    );
  });

  it("shows the API's refusal of the file on the field and keeps what was typed", async () => {
    apiServer.use(
      careers.apply(
        reply(400, {
          error: {
            code: 'validation_failed',
            message: 'The request is invalid',
            fieldErrors: { resume: ['error.resume.type'] },
          },
        }),
        { once: true },
      ),
      careers.apply(apiError(503, 'shop_starting')),
    );
    renderForm('ru');
    await fill('Анна', '+7 999 123-45-67', pdf());
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(
      await screen.findByText('Резюме должно быть файлом PDF, DOC, DOCX, RTF или ODT'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: /Телефон или email/ })).toHaveValue(
      '+7 999 123-45-67',
    );

    // Any other failure: a general message, the form stays.
    await userEvent.upload(screen.getByLabelText('Резюме'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(await screen.findByText(/Не удалось отправить/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Анна');
  });
});
