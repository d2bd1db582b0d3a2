/** The visible and accessible texts of `EditableTable`; Spanish defaults are built in. */
export type EditableTableTexts = {
  /** The row's edit button ('Editar A'). @default 'Editar' */
  edit: string;
  /** Title of a row's edit dialog, from the row's name ('Editar A'). @default `Editar ${name}` */
  editTitle: (name: string) => string;
  /** Accessible name of the edit dialog's close button. @default 'Cerrar' */
  closeLabel: string;
  /** The edit dialog's save button. @default 'Guardar' */
  save: string;
  /** Accessible name of the save button while the row is being saved. @default 'Guardando…' */
  saving: string;
  /** The edit dialog's cancel button. @default 'Cancelar' */
  cancel: string;
  /** Header of the actions column. @default 'Acciones' */
  actions: string;
  /** Message of an empty editable cell. @default `${title} requerido!` */
  required: (title: string) => string;
  /** Title of the cancel confirmation. @default '¿Descartar los cambios?' */
  cancelTitle: string;
  /** Message of the cancel confirmation. @default 'Los cambios de esta fila no se guardarán.' */
  cancelMessage: string;
  /** The button that discards the changes. @default 'Descartar' */
  cancelConfirm: string;
  /** The button that goes back to editing. @default 'Seguir editando' */
  cancelDismiss: string;
  /** Shown when there are no rows. @default 'No hay datos.' */
  empty: string;
};

/** Spanish defaults of {@link EditableTableTexts}. */
export const defaultEditableTableTexts: EditableTableTexts = {
  edit: 'Editar',
  editTitle: (name) => `Editar ${name}`,
  closeLabel: 'Cerrar',
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  actions: 'Acciones',
  required: (title) => `${title} requerido!`,
  cancelTitle: '¿Descartar los cambios?',
  cancelMessage: 'Los cambios de esta fila no se guardarán.',
  cancelConfirm: 'Descartar',
  cancelDismiss: 'Seguir editando',
  empty: 'No hay datos.',
};
