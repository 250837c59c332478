/**
 * Status (active or inactive, SPEC §4), vendor, tags with suggestions, collections. The tags
 * and collections autocompletes load on first use (LazyInput), with the chips shown before.
 */
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RadioChoicesInput } from '../../src/inputs/ChoiceInputs';
import { LazyInput, lazyInput } from '../../src/inputs/LazyInput';
import { useReferenceNames } from '../../src/inputs/useReferenceNames';
import { productStatusChoices } from './product.limits';
import { SectionCard } from '../../src/components/SectionCard';

const tagsPicker = lazyInput(() => import('./ProductPickers').then((m) => m.ProductTagsPicker));
const collectionsPicker = lazyInput(() => import('./ProductPickers').then((m) => m.ProductCollectionsPicker));

const TagsInput = () => {
  const tags = (useWatch({ name: 'tags' }) as string[] | undefined) ?? [];
  return (
    <LazyInput
      input={tagsPicker}
      props={{}}
      source="tags"
      names={tags}
      multiple
      fullWidth
      helperText="resources.products.form.tags_help"
    />
  );
};

const CollectionsInput = () => {
  const ids = useWatch({ name: 'collections' }) as string[] | undefined;
  const names = useReferenceNames('collections', ids, 'title');
  return (
    <LazyInput input={collectionsPicker} props={{}} source="collections" names={names} multiple popupIcon fullWidth />
  );
};

export const ProductOrganizationInputs = () => (
  <>
    <SectionCard headingStyle="title" title="resources.products.fields.status">
      <RadioChoicesInput
        source="status"
        label={false}
        choices={productStatusChoices}
        row={false}
        helperText="resources.products.form.status_help"
      />
    </SectionCard>
    <SectionCard headingStyle="title" title="resources.products.form.organization">
      <TextInput source="vendor" fullWidth />
      <TagsInput />
      <CollectionsInput />
    </SectionCard>
  </>
);
