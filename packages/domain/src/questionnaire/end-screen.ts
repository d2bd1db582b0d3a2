/**
 * The questionnaire's last screen, step 22, as the user's photos allow it (issue 25 item 5:
 * '¡Listo! Ya tenemos todo para tu alta' must not be followed by the home's 'Debés cargar tus
 * fotos'). The spec names step 22 as the end ('Finalizar' → /) but gives no text; the texts are
 * ours. With the three photos (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`) the screen is step
 * 22's own ('¡Listo! Ya tenemos todo para tu alta'); with any missing it says the answers are
 * in and the photos are the step left, and links to Mi cuenta where they are uploaded (the same
 * place the home's alert links to).
 */

/** What step 22 shows. */
export type QuestionnaireEndScreen = {
  /** The heading. */
  readonly question: string;
  /** The text under it. */
  readonly body: string;
  /** Where the photos are uploaded, with its label; `null` when no photo is missing. */
  readonly photosLink: { readonly href: '/micuenta'; readonly label: string } | null;
};

/** The user's photo flags (`true` = uploaded; `null`/absent = missing). */
export type PhotoFlags = {
  readonly foto_dni_fr?: boolean | null;
  readonly foto_dni_tr?: boolean | null;
  readonly foto_rostro?: boolean | null;
};

const complete: QuestionnaireEndScreen = {
  question: '¡Listo! Ya tenemos todo para tu alta',
  body: 'Revisamos tus datos y te avisamos por e-mail cuando esté lista.',
  photosLink: null,
};

const photosMissing: QuestionnaireEndScreen = {
  question: '¡Listo! Ya tenemos tus respuestas',
  body: 'Para terminar tu alta falta un paso: cargá las fotos de tu DNI (frente y dorso) y de tu rostro en Mi cuenta. Cuando estén, revisamos tus datos y te avisamos por e-mail.',
  photosLink: { href: '/micuenta', label: 'Cargar mis fotos' },
};

/**
 * Step 22's heading, text and link for a user.
 *
 * @param user - the saved record's photo flags.
 * @returns the complete screen when all three photos are uploaded, else the one that asks for
 *   them (see the module's TSDoc).
 */
export function questionnaireEndScreen(user: PhotoFlags): QuestionnaireEndScreen {
  const hasAllPhotos =
    user.foto_dni_fr === true && user.foto_dni_tr === true && user.foto_rostro === true;
  return hasAllPhotos ? complete : photosMissing;
}
