/// <reference path="./css.d.ts" />
// The design tokens and the primitives' stylesheet come with '@mall/shared/runtime' (runtime.ts): this module is free of
// side effects, so webpack skips it for a bundle that imports a primitive by name, and its CSS with it.

export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { type BottomSheetProps } from './BottomSheet';
export { Badge, Status, type BadgeProps, type Tone } from './Badge';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { type ConfirmDialogProps } from './ConfirmDialog';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyText } from './copyText';
export { Countdown, type CountdownProps } from './Countdown';
export { type DialogProps } from './Dialog';
export { DisclosureMenu, type DisclosureMenuProps } from './DisclosureMenu';
export { type DrawerProps } from './Drawer';
export { BottomSheet, ConfirmDialog, Dialog, Drawer, preloadOverlays } from './lazyOverlays';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { DateField, type DateFieldProps } from './DateField';
export { DateTime, dateLocaleOf, useDateFormat } from './DateTime';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { describedByOf, Field, FieldError, FieldHint, type FieldChrome, type FieldControlProps, type FieldProps } from './Field';
export { ErrorNotice, errorMessageKey, type ErrorNoticeProps } from './ErrorNotice';
export { IMAGE_PLACEHOLDER, Image, type ImageProps } from './Image';
export { FilePicker, type ChosenFile, type FilePickerProps } from './FilePicker';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { Price, type PriceProps } from './Price';
export { Radio, RadioGroup, type RadioGroupProps, type RadioOption, type RadioProps } from './RadioGroup';
export { Select, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { ProductReviewsSkeleton } from './ProductReviewsSkeleton';
export { Stepper, type StepperProps } from './Stepper';
export { Switch, type SwitchProps } from './Switch';
export { Pagination, type PaginationProps } from './Pagination';
export { pageSlots, type PageSlot } from './pages';
export { PageLoader, Spinner, type PageLoaderProps, type SpinnerProps } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { Toaster } from './Toaster';
export { countdownParts, useCountdown, type CountdownParts, type UseCountdownOptions } from './useCountdown';
// ServerMediaContext is the runtime's (one for every bundle): '@mall/shared' exports it from there.
export { MOBILE_QUERY, useIsMobile, useMediaQuery } from './useMediaQuery';
export { VisuallyHidden } from './VisuallyHidden';
export { SearchBox, SearchIcon, type SearchBoxProps } from './SearchBox';
export { Combobox, type ComboboxProps, type ComboboxSection } from './Combobox';
export { useInlinePanel } from './useInlinePanel';
export { useNearBottom } from './useNearBottom';
