import { describe, expect, it } from 'vitest';
import { decideHomeAlert } from '../home-alert';
import { questionnaireEndScreen } from './end-screen';
import { questionnaireSteps } from './steps';

describe('questionnaireEndScreen (step 22)', () => {
  const withPhotos = { foto_dni_fr: true, foto_dni_tr: true, foto_rostro: true };

  it('with the three photos says everything is there, as step 22 does', () => {
    const screen = questionnaireEndScreen(withPhotos);
    expect(screen.question).toBe('¡Listo! Ya tenemos todo para tu alta');
    expect(screen.question).toBe(questionnaireSteps.get(22)?.question);
    expect(screen.body).toBe('Revisamos tus datos y te avisamos por e-mail cuando esté lista.');
    expect(screen.photosLink).toBeNull();
  });

  it('never promises "todo" when a photo is missing, and links to Mi cuenta for them', () => {
    for (const missing of ['foto_dni_fr', 'foto_dni_tr', 'foto_rostro'] as const) {
      for (const value of [false, null, undefined]) {
        const user = { ...withPhotos, [missing]: value };
        const screen = questionnaireEndScreen(user);
        // The home would say 'Debés cargar tus fotos' to this user…
        expect(decideHomeAlert({ user, isCompanyAdmin: false })).toBe('missingPhotos');
        // …so the end of the questionnaire must not say that everything is there.
        expect(screen.question).toBe('¡Listo! Ya tenemos tus respuestas');
        expect(`${screen.question} ${screen.body}`).not.toMatch(/todo/i);
        expect(screen.body).toContain('cargá las fotos de tu DNI (frente y dorso) y de tu rostro');
        expect(screen.photosLink).toEqual({ href: '/micuenta', label: 'Cargar mis fotos' });
      }
    }
  });
});
