import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
const ajv = new Ajv({allErrors:true, strict:true, strictTypes:false, strictRequired:false})
ajv.addSchema(JSON.parse(readFileSync('schemas/defs.schema.json','utf8')), 'defs.schema.json')
ajv.addSchema({type:'object', properties:{title:{$ref:'../defs.schema.json#/$defs/title'}}}, 'front-matter/policy.schema.json')
const v = ajv.getSchema('front-matter/policy.schema.json')!
console.log(v({title: 5}), v.errors)
