import './global.css';

export type { AccountMenuProps } from './AccountMenu/AccountMenu';
export { AccountMenu } from './AccountMenu/AccountMenu';
export type { AlertProps } from './Alert/Alert';
export { Alert } from './Alert/Alert';
export type { AnnouncerProps } from './Announcer/Announcer';
export { Announcer } from './Announcer/Announcer';
export type {
  AppShellHeaderLink,
  AppShellNavigation,
  AppShellProps,
  NavItem,
} from './AppShell/AppShell';
export { AppShell } from './AppShell/AppShell';
export type { ButtonProps } from './Button/Button';
export { Button } from './Button/Button';
export type { CardProps } from './Card/Card';
export { Card } from './Card/Card';
export type { CenteredLayoutProps } from './CenteredLayout/CenteredLayout';
export { CenteredLayout } from './CenteredLayout/CenteredLayout';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Checkbox } from './Checkbox/Checkbox';
export type { ColumnProps, ColumnsProps, ColumnWidth } from './Columns/Columns';
export { Column, Columns } from './Columns/Columns';
export type { DataColumn, DataTableLabelling, DataTableProps } from './DataTable/DataTable';
export { DataTable } from './DataTable/DataTable';
export type { DateFieldProps } from './DateField/DateField';
export { DateField } from './DateField/DateField';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList/DescriptionList';
export { DescriptionList } from './DescriptionList/DescriptionList';
export type { ConfirmDialogProps, DialogProps } from './Dialog/Dialog';
export { ConfirmDialog, Dialog } from './Dialog/Dialog';
export type { EditableTableProps } from './EditableTable/EditableTable';
export { EditableTable } from './EditableTable/EditableTable';
export type { EditableColumn } from './EditableTable/editableColumns';
export type { EditableTableTexts } from './EditableTable/editableTableTexts';
export { defaultEditableTableTexts } from './EditableTable/editableTableTexts';
export type {
  FieldFormProps,
  FieldHelp,
  FieldLabel,
  FieldLabelling,
  FieldProps,
  FieldState,
} from './Field/fieldProps';
export type { TextInputProps } from './Field/textInputProps';
export type { FieldErrorProps } from './FieldError/FieldError';
export { FieldError } from './FieldError/FieldError';
export type { FieldsetProps } from './Fieldset/Fieldset';
export { Fieldset } from './Fieldset/Fieldset';
export type { FormProps } from './Form/Form';
export { Form } from './Form/Form';
export type { HeadingLevel, HeadingProps } from './Heading/Heading';
export { Heading } from './Heading/Heading';
export type { InlineProps } from './Inline/Inline';
export { Inline } from './Inline/Inline';
export type { LinkProps } from './Link/Link';
export { Link } from './Link/Link';
export type { ResponsiveSpace, Space } from './layoutTypes';
export type { NumberFieldProps } from './NumberField/NumberField';
export { NumberField } from './NumberField/NumberField';
export type { PageHeaderProps } from './PageHeader/PageHeader';
export { PageHeader } from './PageHeader/PageHeader';
export type { PaginationProps, PaginationTexts } from './Pagination/Pagination';
export { defaultPaginationTexts, Pagination } from './Pagination/Pagination';
export type { PasswordFieldProps } from './PasswordField/PasswordField';
export { PasswordField } from './PasswordField/PasswordField';
export type { RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup';
export { Radio, RadioGroup } from './RadioGroup/RadioGroup';
export type { SelectOption, SelectProps } from './Select/Select';
export { Select } from './Select/Select';
export type { SpinnerProps } from './Spinner/Spinner';
export { Spinner } from './Spinner/Spinner';
export type { StackProps } from './Stack/Stack';
export { Stack } from './Stack/Stack';
export type { StepsProps, StepsTexts } from './Steps/Steps';
export { defaultStepsTexts, Steps } from './Steps/Steps';
export type { Sprinkles } from './sprinkles.css';
export { sprinkles } from './sprinkles.css';
export type { TabItem, TabsProps } from './Tabs/Tabs';
export { Tabs } from './Tabs/Tabs';
export type { TagProps } from './Tag/Tag';
export { Tag } from './Tag/Tag';
export type { TextProps } from './Text/Text';
export { Text } from './Text/Text';
export type { TextFieldProps } from './TextField/TextField';
export { TextField } from './TextField/TextField';
export type { TilesProps, TileWidth } from './Tiles/Tiles';
export { Tiles } from './Tiles/Tiles';
export type { ShowToastOptions, ToastApi, ToastProviderProps } from './Toast/Toast';
export { ToastProvider, useToast } from './Toast/Toast';
export type { Breakpoint, Tone } from './theme';
export { breakpoints, lightTheme, minWidth, vars } from './theme';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
